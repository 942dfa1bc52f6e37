import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../src/config.js';

const schema = z.object({
  DATABASE_PASSWORD: z.string().min(1),
  SIGNING_KEY: z.string().min(1),
  LOG_LEVEL: z.string().default('info'),
});

const SECRET = 'correct-horse-battery-staple';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig with <NAME>_FILE', () => {
  it('reads a variable from the file its _FILE variable names, without the trailing newline', () => {
    const config = loadConfig(schema, {
      DATABASE_PASSWORD_FILE: secretFile('db-password', `${SECRET}\n`),
      SIGNING_KEY: 'from-env',
    });
    expect(config).toEqual({ DATABASE_PASSWORD: SECRET, SIGNING_KEY: 'from-env', LOG_LEVEL: 'info' });
  });

  it('keeps a multi-line value (a PEM) whole apart from the final newline', () => {
    const pem = '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----';
    const config = loadConfig(schema, { DATABASE_PASSWORD: 'x', SIGNING_KEY_FILE: secretFile('key.pem', `${pem}\n`) });
    expect(config.SIGNING_KEY).toBe(pem);
  });

  it('when both NAME and NAME_FILE are set, then start-up fails naming both', () => {
    const error = configError(() =>
      loadConfig(schema, { DATABASE_PASSWORD: 'plain', DATABASE_PASSWORD_FILE: secretFile('both', SECRET), SIGNING_KEY: 'k' }),
    );
    expect(error.problems).toEqual(['DATABASE_PASSWORD: set either DATABASE_PASSWORD or DATABASE_PASSWORD_FILE, not both']);
  });

  it('when the file cannot be read, then the error names the variable and the path once, and other problems still show', () => {
    const missing = join(dir, 'no-such-file');
    const error = configError(() => loadConfig(schema, { DATABASE_PASSWORD_FILE: missing }));
    expect(error.problems).toEqual([
      `DATABASE_PASSWORD: cannot read the file DATABASE_PASSWORD_FILE names (${missing}): ENOENT`,
      'SIGNING_KEY: Invalid input: expected string, received undefined',
    ]);
  });

  it('never shows what a file holds, even when its value is invalid', () => {
    const strict = z.object({ PORT: z.coerce.number().int() });
    const error = configError(() => loadConfig(strict, { PORT_FILE: secretFile('port', SECRET) }));
    expect(error.message).toContain('PORT');
    expect(error.message).not.toContain(SECRET);
  });

  it('an empty file counts as unset, like an empty variable', () => {
    const error = configError(() => loadConfig(schema, { DATABASE_PASSWORD_FILE: secretFile('empty', '\n'), SIGNING_KEY: 'k' }));
    expect(error.problems).toEqual(['DATABASE_PASSWORD: Invalid input: expected string, received undefined']);
  });

  it('leaves _FILE variables of names the schema does not read alone (SSL_CERT_FILE and the like)', () => {
    const config = loadConfig(schema, { DATABASE_PASSWORD: 'p', SIGNING_KEY: 'k', SSL_CERT_FILE: join(dir, 'absent.pem') });
    expect(config.DATABASE_PASSWORD).toBe('p');
  });
});
