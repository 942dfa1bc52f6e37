import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Variables every service reads. Secrets (keys, passwords) never get a default. */
export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: logLevelSchema.default('info'),
  PORT: z.coerce.number().int().min(0).max(65535),
  /**
   * Where it listens. Loopback by default, so nothing reaches a service around the gateway's limits
   * and header stripping; compose sets 0.0.0.0 inside its private network.
   */
  HOST: z.string().min(1).default('127.0.0.1'),
};

/** A PEM read from one env variable; `\n` escapes are accepted so keys fit on one line in .env files. */
export const pemSchema = z
  .string()
  .min(1)
  .transform((value) => value.replace(/\\n/g, '\n').trim())
  .refine((value) => value.startsWith('-----BEGIN'), 'must be a PEM-encoded key');

export const jwtVerifyConfigShape = {
  JWT_PUBLIC_KEY: pemSchema,
  JWT_ISSUER: z.string().min(1).default('mexico-trek-auth'),
  JWT_AUDIENCE: z.string().min(1).default('mexico-trek'),
};

/** Variables of a service that owes emails (see email-outbox.relay.ts). */
export const emailOutboxConfigShape = {
  /** How often the relay looks for owed emails without being asked (a submission asks at once). */
  EMAIL_RELAY_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(5_000),
  /** How long after queuing an email the relay checks that the worker finished it, and queues it again if Redis lost it. */
  EMAIL_CONFIRM_AFTER_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(15_000),
};

/** `a@x.org, b@y.org` → a lower-cased list; empty or unset is an empty list. */
export const emailListSchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('must be a comma-separated list of email addresses')));

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const FILE_SUFFIX = '_FILE';

/** The variables an object schema reads; undefined for other schemas, which then may read any. */
function variablesOf(schema: z.ZodType): ReadonlySet<string> | undefined {
  return schema instanceof z.ZodObject ? new Set(Object.keys(schema.shape)) : undefined;
}

interface FileVariables {
  values: Record<string, string>;
  problems: Map<string, string>;
}

/**
 * `<NAME>_FILE=/path` stands for `<NAME>` holding that file's content (a trailing newline dropped),
 * so secrets can come from files (Docker secrets) instead of showing in the environment. Only names
 * the schema reads count, so an unrelated `SSL_CERT_FILE` is left alone. Problems name the
 * variable and the path, never what the file holds.
 */
function readFileVariables(env: NodeJS.ProcessEnv, variables: ReadonlySet<string> | undefined): FileVariables {
  const result: FileVariables = { values: {}, problems: new Map() };
  for (const [fileVariable, path] of Object.entries(env)) {
    if (!fileVariable.endsWith(FILE_SUFFIX) || !path) continue;
    const name = fileVariable.slice(0, -FILE_SUFFIX.length);
    if (variables && !variables.has(name)) continue;
    if (env[name]) {
      result.problems.set(name, `set either ${name} or ${fileVariable}, not both`);
      continue;
    }
    try {
      result.values[name] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      result.problems.set(name, `cannot read the file ${fileVariable} names (${path}): ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
    }
  }
  return result;
}

/**
 * Reads the environment through one schema; the error names every bad variable at once. Any
 * variable of the schema can instead come from a file named by `<NAME>_FILE`.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const files = readFileVariables(env, variablesOf(schema));
  const input = Object.fromEntries(Object.entries({ ...env, ...files.values }).filter(([, value]) => value !== ''));
  const result = schema.safeParse(input);
  if (result.success && files.problems.size === 0) return result.data;
  const problems = [...files.problems].map(([name, problem]) => `${name}: ${problem}`);
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0] ?? '');
    // A variable whose file is the problem is not reported a second time as missing.
    if (!files.problems.has(name)) problems.push(`${issue.path.join('.') || '(env)'}: ${issue.message}`);
  }
  throw new ConfigError(problems);
}
