// docker-compose.yml read as Docker Compose reads it: valid against the Compose Specification's
// schema, and every service started with what its config schema requires. Needs the workspace
// installed and built (npm test builds before the suites): it loads each service's compiled config.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { writeComposeSecrets } from './compose-secrets.mjs';
import { repoRoot } from './repo.mjs';

/** What an operator must set (compose refuses to start without them), with sample values. */
const REQUIRED_SETTINGS = { S3_BUCKET: 'trek-media', S3_ACCESS_KEY_ID: 'trek-access-key' };

/** The process of each of our compose services, and the module that reads its config. */
const CONFIG_MODULES = {
  auth: 'services/auth/dist/config.js',
  content: 'services/content/dist/config.js',
  applications: 'services/applications/dist/config.js',
  participant: 'services/participant/dist/config.js',
  upload: 'services/upload/dist/config.js',
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

const requiredSettings = new Set();
/** The model compose works on: anchors and `<<` merges resolved, variables interpolated. */
const compose = interpolateAll(parse(composeText, { merge: true }), requiredSettings);
/** @type {Record<string, any>} */
const services = compose.services;

/** @type {string} */
let secretsDir;
before(async () => {
  secretsDir = await mkdtemp(join(tmpdir(), 'trek-compose-test-'));
  await writeComposeSecrets(secretsDir, { dev: true, mongoUsername: 'trek' });
});
after(async () => {
  await rm(secretsDir, { recursive: true, force: true });
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
  assert.ok(validate(compose), ajv.errorsText(validate.errors, { separator: '\n' }));
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
    const mounted = new Set(service.secrets ?? []);
    for (const variable of SECRET_VARIABLES) assert.equal(environment[variable], undefined, `${name} gets ${variable} in plain environment, not as a file`);

    /** @type {Record<string, string>} */
    const env = {};
    for (const [variable, value] of Object.entries(environment)) {
      const secret = /^\/run\/secrets\/(.+)$/.exec(value)?.[1];
      if (variable.endsWith('_FILE') && secret) {
        assert.ok(mounted.has(secret), `${name}: ${variable} names the secret ${secret}, which the service does not mount`);
        assert.ok(compose.secrets?.[secret], `${name}: secret ${secret} is not declared at the top level`);
        env[variable] = join(secretsDir, secret);
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
  assert.deepEqual(services.mailpit.ports, ['127.0.0.1:8025:8025']);
});

test('every container has pinned images, a memory limit and rotated logs', () => {
  for (const [name, service] of Object.entries(services)) {
    const tag = /:([^/:]+)$/.exec(service.image)?.[1];
    assert.ok(tag && tag !== 'latest', `${name}: image ${service.image} has no pinned tag`);
    assert.match(String(service.deploy?.resources?.limits?.memory), /^\d+[mg]$/, `${name}: memory limit`);
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

test('MongoDB and Redis require a password, read from their secrets', () => {
  assert.equal(services.mongo.environment.MONGO_INITDB_ROOT_PASSWORD_FILE, '/run/secrets/mongo_root_password');
  assert.deepEqual(services.mongo.secrets, ['mongo_root_password']);
  assert.match(services.redis.command.join(' '), /--requirepass "\$\(cat \/run\/secrets\/redis_password\)"/);
  assert.deepEqual(services.redis.secrets, ['redis_password']);
});
