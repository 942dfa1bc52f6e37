// docker-compose.yml read as Docker Compose reads it: `docker compose config` where Docker Compose
// is installed (CI; DOCKER_COMPOSE names another binary), otherwise the file as parsed here with
// Compose's interpolation and checked against the Compose Specification's schema; and every service
// started with what its config schema requires. Needs the workspace installed and built (npm test
// builds before the suites): it loads each service's compiled config.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { DATABASE_SERVICES, databaseOf, writeComposeSecrets } from './compose-secrets.mjs';
import { repoRoot } from './repo.mjs';

/** What an operator must set (compose refuses to start without them), with sample values. */
const REQUIRED_SETTINGS = { S3_BUCKET: 'trek-media', S3_ACCESS_KEY_ID: 'trek-access-key' };

/** The process of each of our compose services, and the module that reads its config. */
const CONFIG_MODULES = {
  auth: 'services/auth/dist/config.js',
  content: 'services/content/dist/config.js',
  applications: 'services/applications/dist/config.js',
  participant: 'services/participant/dist/config.js',
  updates: 'services/updates/dist/config.js',
  upload: 'services/upload/dist/config.js',
  payments: 'services/payments/dist/config.js',
  notifications: 'services/notifications/dist/config.js',
  gateway: 'gateway/dist/config.js',
};

/** Variables that hold a secret: only ever given as <NAME>_FILE. */
const SECRET_VARIABLES = [
  'JWT_PRIVATE_KEY',
  'JWT_PUBLIC_KEY',
  'ORGANIZER_SETUP_KEY',
  'FIELD_ENCRYPTION_KEY',
  'AUTH_INTERNAL_KEY',
  'PARTICIPANT_INTERNAL_KEY',
  'APPLICATIONS_INTERNAL_KEY',
  'MONGODB_URI',
  'REDIS_URL',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
];

const composeText = await readFile(join(repoRoot, 'docker-compose.yml'), 'utf8');

/**
 * Compose's interpolation with only REQUIRED_SETTINGS set: `${VAR:-default}` gives the default,
 * `${VAR:?message}` the sample value (and records VAR), `$$` a literal `$`.
 * @param {string} text
 * @param {Set<string>} required collects the variables compose insists on
 */
function interpolate(text, required) {
  return text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([-?])([^}]*))?\}/g, (match, name, operator, argument) => {
    if (match === '$$') return '$';
    if (operator === '?') {
      required.add(name);
      const value = REQUIRED_SETTINGS[/** @type {keyof typeof REQUIRED_SETTINGS} */ (name)];
      assert.ok(value, `compose requires ${name}; give it a sample value in REQUIRED_SETTINGS`);
      return value;
    }
    assert.equal(operator, '-', `\${${name}} without a default or a :? message leaves it empty when unset`);
    return argument;
  });
}

/**
 * @param {unknown} node
 * @param {Set<string>} required
 * @returns {any}
 */
function interpolateAll(node, required) {
  if (typeof node === 'string') return interpolate(node, required);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, required));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateAll(value, required)]));
  return node;
}

/** The command that runs Docker Compose 2 here (`docker compose`, or DOCKER_COMPOSE), or null. */
function findDockerCompose() {
  const candidates = [...(process.env.DOCKER_COMPOSE ? [[process.env.DOCKER_COMPOSE]] : []), ['docker', 'compose'], ['docker-compose']];
  for (const [command = '', ...args] of candidates) {
    const version = spawnSync(command, [...args, 'version', '--short'], { encoding: 'utf8' });
    // Compose 1 (Python) reads another file format; a build from source says `dev`.
    if (version.status === 0 && !/^v?1\./.test(version.stdout.trim())) return { command, args };
  }
  return null;
}
const dockerCompose = findDockerCompose();

/**
 * `docker compose config` of docker-compose.yml with every profile, in an environment of only `env`
 * (no .env is read): the model compose runs, or the message it stops with.
 * @param {Record<string, string>} env
 */
function composeConfig(env) {
  assert.ok(dockerCompose);
  const file = join(repoRoot, 'docker-compose.yml');
  const args = [...dockerCompose.args, '--project-directory', repoRoot, '-f', file, '--env-file', '/dev/null', '--profile', 'dev', 'config', '--format', 'json'];
  const result = spawnSync(dockerCompose.command, args, { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });
  return { ok: result.status === 0, model: result.status === 0 ? JSON.parse(result.stdout) : null, message: result.stderr };
}

/** @type {string} */
let secretsDir;
before(async () => {
  secretsDir = await mkdtemp(join(tmpdir(), 'trek-compose-test-'));
  await writeComposeSecrets(secretsDir, { dev: true });
});
after(async () => {
  await rm(secretsDir, { recursive: true, force: true });
});

const requiredSettings = new Set();
/** The model as parsed here: anchors and `<<` merges resolved, variables interpolated. */
const parsedCompose = interpolateAll(parse(composeText, { merge: true }), requiredSettings);
/** The model compose works on: its own where it is installed. */
const compose = dockerCompose ? composeConfig(REQUIRED_SETTINGS).model : parsedCompose;
/** @type {Record<string, any>} */
const services = compose.services;

/**
 * The secrets a service mounts, by the name it sees each under (/run/secrets/<name>; `docker
 * compose config` spells the short form's target out in full), to the top-level secret it is.
 * @param {any} service
 * @returns {Map<string, string>}
 */
const mountedSecrets = (service) =>
  new Map(
    (service.secrets ?? []).map((/** @type {string | { source: string, target?: string }} */ secret) =>
      typeof secret === 'string' ? [secret, secret] : [(secret.target ?? secret.source).replace(/^\/run\/secrets\//, ''), secret.source],
    ),
  );

test('docker compose config accepts docker-compose.yml', { skip: dockerCompose ? false : 'Docker Compose 2 is not installed here (CI runs it)' }, () => {
  const { ok, message } = composeConfig(REQUIRED_SETTINGS);
  assert.ok(ok, message);
});

test('on a fresh clone (no .env, no settings), compose stops at once and names the one command to run first', () => {
  const messages = new Set([...composeText.matchAll(/\$\{[A-Za-z_][A-Za-z0-9_]*:\?([^}]*)\}/g)].map((match) => match[1]));
  assert.deepEqual([...messages], ['run `node scripts/compose-env.mjs` first (deploy/README.md)']);
  if (dockerCompose) {
    const { ok, message } = composeConfig({});
    assert.equal(ok, false);
    assert.match(message, /run `node scripts\/compose-env\.mjs` first/);
  }
});

test('docker-compose.yml is valid against the Compose Specification schema', async () => {
  const require = createRequire(import.meta.url);
  // dclint ships the compose-spec project's compose-spec.json and keeps it current.
  const schemaPath = join(dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
  const schema = JSON.parse(await readFile(schemaPath, 'utf8'));
  const ajv = new Ajv({ allErrors: true, strict: false });
  // The schema names draft-07 by its https address; Ajv knows that meta-schema under its http one.
  const draft07 = require('ajv/dist/refs/json-schema-draft-07.json');
  ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
  const validate = ajv.compile(schema);
  assert.ok(validate(parsedCompose), ajv.errorsText(validate.errors, { separator: '\n' }));
});

test('compose insists only on the settings deploy/README.md documents', async () => {
  const readme = await readFile(join(repoRoot, 'deploy', 'README.md'), 'utf8');
  assert.deepEqual([...requiredSettings].sort(), Object.keys(REQUIRED_SETTINGS).sort());
  const interpolated = new Set([...composeText.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]));
  const undocumented = [...interpolated].filter((name) => !readme.includes(`\`${name}\``));
  assert.deepEqual(undocumented, [], 'every variable docker-compose.yml reads is in deploy/README.md');
});

for (const [name, modulePath] of Object.entries(CONFIG_MODULES)) {
  test(`${name} gets every variable its config requires, secrets as files it can read`, async () => {
    const service = services[name];
    assert.ok(service, `docker-compose.yml has no ${name} service`);
    /** @type {Record<string, string>} */
    const environment = { ...service.environment };
    const mounted = mountedSecrets(service);
    for (const variable of SECRET_VARIABLES) assert.equal(environment[variable], undefined, `${name} gets ${variable} in plain environment, not as a file`);

    /** @type {Record<string, string>} */
    const env = {};
    for (const [variable, value] of Object.entries(environment)) {
      const secret = /^\/run\/secrets\/(.+)$/.exec(value)?.[1];
      if (variable.endsWith('_FILE') && secret) {
        const source = mounted.get(secret);
        assert.ok(source, `${name}: ${variable} names the secret ${secret}, which the service does not mount`);
        assert.ok(compose.secrets?.[source], `${name}: secret ${source} is not declared at the top level`);
        env[variable] = join(secretsDir, source);
      } else {
        env[variable] = String(value);
      }
    }

    const configModule = await import(pathToFileURL(join(repoRoot, modulePath)).href);
    const readConfig = Object.entries(configModule).find(([exported, value]) => /^read\w*Config$/.test(exported) && typeof value === 'function')?.[1];
    assert.ok(readConfig, `${modulePath} exports no read…Config function`);
    try {
      readConfig(env);
    } catch (error) {
      assert.fail(`${name} would not start with compose's environment:\n${/** @type {Error} */ (error).message}`);
    }
  });
}

test('sample content stays off and AWS-style S3 URLs apply unless the operator asks otherwise', async () => {
  assert.equal(services.content.environment.SEED_DEMO_CONTENT, 'false');
  assert.equal(services.upload.environment.S3_FORCE_PATH_STYLE, 'false');
});

test('Mailpit and MinIO run only with the dev profile, nothing else needs them, and Mailpit is on loopback', () => {
  const devOnly = ['mailpit', 'minio', 'minio-create-bucket'];
  for (const [name, service] of Object.entries(services)) {
    assert.equal(devOnly.includes(name), (service.profiles ?? []).includes('dev'), `${name}: dev profile`);
    if (devOnly.includes(name)) continue;
    for (const [dependency, condition] of Object.entries(service.depends_on ?? {})) {
      if (devOnly.includes(dependency)) assert.equal(condition.required, false, `${name} must not need ${dependency} outside the dev profile`);
    }
  }
  // As written, or as `docker compose config` spells it out.
  const [port, ...others] = services.mailpit.ports;
  assert.equal(others.length, 0);
  const { host_ip: hostIp, published, target } = typeof port === 'string' ? { host_ip: port.split(':')[0], published: port.split(':')[1], target: port.split(':')[2] } : port;
  assert.deepEqual([hostIp, String(published), String(target)], ['127.0.0.1', '8025', '8025']);
});

test('every container has pinned images, a memory limit and rotated logs', () => {
  for (const [name, service] of Object.entries(services)) {
    const tag = /:([^/:]+)$/.exec(service.image)?.[1];
    assert.ok(tag && tag !== 'latest', `${name}: image ${service.image} has no pinned tag`);
    // As written (256m), or in bytes as `docker compose config` spells it out.
    assert.match(String(service.deploy?.resources?.limits?.memory), /^\d+[mg]?$/, `${name}: memory limit`);
    assert.equal(service.logging?.driver, 'json-file', `${name}: log driver`);
    assert.ok(service.logging.options['max-size'] && service.logging.options['max-file'], `${name}: log rotation`);
  }
});

test('the packages an image holds publish only their compiled dist/ (deploy/Dockerfile copies what `files` lists)', async () => {
  const packageDirs = ['packages/contracts', 'packages/service-kit', ...Object.values(CONFIG_MODULES).map((path) => path.replace(/\/dist\/config\.js$/, ''))];
  for (const dir of packageDirs) {
    const manifest = JSON.parse(await readFile(join(repoRoot, dir, 'package.json'), 'utf8'));
    assert.deepEqual(manifest.files, ['dist', '!dist/.tsbuildinfo'], `${dir}/package.json files`);
  }
});

test('each service reaches MongoDB as its own user, authenticated against its own database; only mongo and mongo-users hold the root password', async () => {
  const holdersOfRoot = Object.entries(services).filter(([, service]) => [...mountedSecrets(service).values()].includes('mongo_root_password'));
  assert.deepEqual(holdersOfRoot.map(([name]) => name).sort(), ['mongo', 'mongo-users']);
  assert.equal(services.mongo.environment.MONGO_INITDB_ROOT_PASSWORD_FILE, '/run/secrets/mongo_root_password');

  const withDatabase = Object.entries(services).filter(([, service]) => service.environment?.MONGODB_DB);
  assert.deepEqual(withDatabase.map(([name]) => name).sort(), [...DATABASE_SERVICES].sort());
  for (const [name, service] of withDatabase) {
    assert.equal(service.environment.MONGODB_DB, databaseOf(name));
    assert.equal(mountedSecrets(service).get('mongodb_uri'), `mongodb_uri_${name}`, `${name} mounts its own URL`);
    const url = new URL((await readFile(join(secretsDir, `mongodb_uri_${name}`), 'utf8')).trim());
    assert.equal(url.username, name);
    assert.equal(url.pathname, `/${databaseOf(name)}`);
    assert.equal(url.searchParams.get('authSource'), databaseOf(name));
    assert.equal(service.depends_on['mongo-users']?.condition, 'service_completed_successfully', `${name} waits for its user`);
  }

  const users = services['mongo-users'];
  assert.deepEqual(users.environment.TREK_DATABASE_SERVICES.split(' '), DATABASE_SERVICES);
  assert.deepEqual([...mountedSecrets(users).values()].sort(), ['mongo_root_password', ...DATABASE_SERVICES.map((name) => `mongodb_uri_${name}`)].sort());
});

test('Redis checks its password against an ACL file that holds only its hash: it is on no command line', async () => {
  const command = [services.redis.command].flat().join(' ');
  assert.doesNotMatch(command, /requirepass|redis_password/);
  assert.match(command, /--aclfile \/run\/secrets\/redis_users_acl/);
  assert.deepEqual([...mountedSecrets(services.redis).values()], ['redis_users_acl']);
  const acl = await readFile(join(secretsDir, 'redis_users_acl'), 'utf8');
  const password = (await readFile(join(secretsDir, 'redis_password'), 'utf8')).trim();
  assert.ok(!acl.includes(password));
  assert.match(acl, /^user default on #[0-9a-f]{64} /);
});

test('no health check starts an interpreter: ours ask /readyz with bash builtins, and mongosh runs every 30 s once started', () => {
  for (const [name, service] of Object.entries(services)) {
    const probe = [service.healthcheck?.test].flat().join(' ');
    assert.doesNotMatch(probe, /\bnode\b/, `${name}: health check starts node`);
    if (/\bmongosh\b/.test(probe)) assert.match(String(service.healthcheck.interval), /^(30s|0h0m30s|30000000000)$/, `${name}: mongosh interval`);
  }
  for (const name of Object.keys(CONFIG_MODULES)) assert.match([services[name].healthcheck.test].flat().join(' '), /\/dev\/tcp\/127\.0\.0\.1\/\$\$?PORT.*\/readyz/, name);
});
