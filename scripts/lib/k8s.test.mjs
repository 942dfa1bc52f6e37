// deploy/k8s checked without a cluster: every object against the Kubernetes API schemas (the
// kubernetes-models package), and the manifests against each other, against the images compose
// builds and against what each service's config requires. Needs the workspace built (npm test
// builds before the suites): it loads each service's compiled config.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { writeComposeSecrets } from './compose-secrets.mjs';
import { repoRoot } from './repo.mjs';

const k8sDir = join(repoRoot, 'deploy', 'k8s');
/** The Deployments of our images, and the module that reads each one's config. */
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
/** The gateway and the services most requests read from. */
const AUTOSCALED = ['content', 'gateway', 'participant'];

const kustomization = parse(await readFile(join(k8sDir, 'kustomization.yaml'), 'utf8'));
const manifestFiles = (await readdir(k8sDir)).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
/** Every object, with the file it is in. @type {Array<{ file: string, object: any }>} */
const objects = [];
for (const file of manifestFiles) {
  for (const document of parseAllDocuments(await readFile(join(k8sDir, file), 'utf8'))) {
    assert.deepEqual(document.errors, [], `${file} is not valid YAML`);
    objects.push({ file, object: document.toJS() });
  }
}
const ofKind = (/** @type {string} */ kind) => objects.filter(({ object }) => object.kind === kind).map(({ object }) => object);
const deployments = ofKind('Deployment');
const secrets = new Map(ofKind('Secret').map((secret) => [secret.metadata.name, secret]));
const settings = ofKind('ConfigMap').find((configMap) => configMap.metadata.name === 'trek-settings');

/** @type {string} */
let secretsDir;
before(async () => {
  secretsDir = await mkdtemp(join(tmpdir(), 'trek-k8s-test-'));
  await writeComposeSecrets(secretsDir, { dev: true });
});
after(async () => {
  await rm(secretsDir, { recursive: true, force: true });
});

test('every object is valid against the Kubernetes API schema of its kind', async () => {
  for (const { file, object } of objects) {
    const module = await import(`kubernetes-models/${object.apiVersion}`);
    const Model = module[object.kind];
    assert.ok(Model, `${file}: no ${object.kind} in ${object.apiVersion}`);
    assert.doesNotThrow(() => new Model(object).validate(), `${file}: ${object.kind} ${object.metadata?.name}`);
  }
});

test('the kustomization applies every manifest, the Secrets from the git-ignored secrets.yaml, and names every image', async () => {
  const applied = [...kustomization.resources].sort();
  assert.deepEqual(applied, [...manifestFiles.filter((file) => file !== 'secrets.example.yaml'), 'secrets.yaml'].sort());
  assert.match(await readFile(join(repoRoot, '.gitignore'), 'utf8'), /^deploy\/k8s\/secrets\.yaml$/m);
  assert.deepEqual(kustomization.images.map((/** @type {{ name: string }} */ image) => image.name).sort(), Object.keys(CONFIG_MODULES).map((name) => `mexico-trek/${name}`).sort());
});

test('every Deployment runs our image of its name with probes, resource limits and a Service', () => {
  assert.deepEqual(deployments.map((deployment) => deployment.metadata.name).sort(), Object.keys(CONFIG_MODULES).sort());
  for (const deployment of deployments) {
    const name = deployment.metadata.name;
    const [container, ...others] = deployment.spec.template.spec.containers;
    assert.equal(others.length, 0, name);
    assert.equal(container.image, `mexico-trek/${name}:local`, name);
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) assert.ok(container[probe]?.httpGet, `${name}: ${probe}`);
    assert.equal(container.readinessProbe.httpGet.path, '/readyz', name);
    assert.ok(container.resources.limits.memory && container.resources.limits.cpu, `${name}: limits`);
    assert.ok(container.resources.requests.cpu, `${name}: a CPU request, which autoscaling measures against`);
    for (const [label, value] of Object.entries(deployment.spec.selector.matchLabels)) assert.equal(deployment.spec.template.metadata.labels[label], value, name);
    const service = ofKind('Service').find((candidate) => candidate.metadata.name === name);
    assert.ok(service, `${name}: Service`);
    assert.deepEqual(service.spec.selector, deployment.spec.selector.matchLabels, `${name}: the Service selects its pods`);
  }
});

test('the gateway and the read-heavy services scale with a HorizontalPodAutoscaler', () => {
  const autoscalers = ofKind('HorizontalPodAutoscaler');
  assert.deepEqual(autoscalers.map((autoscaler) => autoscaler.spec.scaleTargetRef.name).sort(), AUTOSCALED);
  for (const autoscaler of autoscalers) {
    assert.equal(autoscaler.spec.scaleTargetRef.kind, 'Deployment');
    assert.ok(autoscaler.spec.minReplicas >= 2 && autoscaler.spec.maxReplicas > autoscaler.spec.minReplicas, autoscaler.metadata.name);
  }
});

test('MongoDB is reached by URI, never run here; Redis runs with its password from a file', () => {
  const images = objects.flatMap(({ object }) => object.spec?.template?.spec?.containers ?? []).map((container) => container.image);
  assert.ok(!images.some((image) => /mongo|ferretdb/i.test(image)), 'no MongoDB or FerretDB in the manifests');
  const redis = ofKind('StatefulSet').find((statefulSet) => statefulSet.metadata.name === 'redis');
  const args = redis.spec.template.spec.containers[0].args.join(' ');
  assert.match(args, /--aclfile \/run\/secrets\/redis_users_acl/);
  assert.doesNotMatch(args, /requirepass/);
});

for (const [name, modulePath] of Object.entries(CONFIG_MODULES)) {
  test(`${name} gets every variable its config requires, its secrets as files from Secrets that have those keys`, async () => {
    const deployment = deployments.find((candidate) => candidate.metadata.name === name);
    const [container] = deployment.spec.template.spec.containers;
    const secretsVolume = deployment.spec.template.spec.volumes.find((/** @type {{ name: string }} */ volume) => volume.name === 'secrets');
    const mount = container.volumeMounts.find((/** @type {{ name: string }} */ volumeMount) => volumeMount.name === 'secrets');
    /** File name under the mount -> the Secret and key it comes from. @type {Map<string, { secret: string, key: string }>} */
    const files = new Map();
    for (const { secret } of secretsVolume.projected.sources) {
      assert.ok(secret.name === 'trek-shared' || secret.name === `trek-${name}`, `${name} mounts only its own Secret and trek-shared, not ${secret.name}`);
      for (const item of secret.items) {
        assert.ok(Object.hasOwn(secrets.get(secret.name)?.stringData ?? {}, item.key), `${name}: Secret ${secret.name} has no key ${item.key}`);
        files.set(item.path, { secret: secret.name, key: item.key });
      }
    }

    /** @type {Record<string, string>} */
    const env = { ...settings.data };
    for (const variable of container.env) {
      const file = variable.value.startsWith(`${mount.mountPath}/`) ? variable.value.slice(mount.mountPath.length + 1) : null;
      if (!variable.name.endsWith('_FILE') || file === null) {
        env[variable.name] = variable.value;
        continue;
      }
      const source = files.get(file);
      assert.ok(source, `${name}: ${variable.name} names ${variable.value}, which no Secret provides`);
      // The values compose's secrets hold; this service's MongoDB URL is its own.
      const composeSecret = source.key === 'mongodb_uri' ? `mongodb_uri_${name}` : source.key;
      const path = join(secretsDir, `${name}-${composeSecret}`);
      await writeFile(path, source.key === 's3_access_key_id' ? 'trek-access-key' : await readFile(join(secretsDir, composeSecret), 'utf8'));
      env[variable.name] = path;
    }

    const configModule = await import(pathToFileURL(join(repoRoot, modulePath)).href);
    const readConfig = Object.entries(configModule).find(([exported, value]) => /^read\w*Config$/.test(exported) && typeof value === 'function')?.[1];
    assert.ok(readConfig, `${modulePath} exports no read…Config function`);
    try {
      readConfig(env);
    } catch (error) {
      assert.fail(`${name} would not start with the Deployment's environment:\n${/** @type {Error} */ (error).message}`);
    }
  });
}
