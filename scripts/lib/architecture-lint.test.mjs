import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from './repo.mjs';

// The repository's own eslint.config.js, run on sources that exist only here: each boundary rule
// must refuse a violation in the place it guards and let the same code pass where it belongs.
const eslint = new ESLint({ cwd: repoRoot });

/** The rule ids reported for `code` as if it were the file at `path` (relative to the repository). */
async function rulesBroken(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${path}` });
  return result.messages.map((message) => message.ruleId);
}

const USES_MONGOOSE = "import type { Connection } from 'mongoose';\nexport type Db = Connection;\n";
const USES_EXPRESS = "import { Router } from 'express';\nexport const router = Router();\n";
const USES_FETCH = "export const load = () => fetch('/api/public/edition');\n";

test('mongoose is refused outside data-access/: in domain, routes, the composition root and contracts', async () => {
  for (const path of [
    'services/content/src/domain/example.ts',
    'services/participant/src/routes/example.routes.ts',
    'services/auth/src/app.ts',
    'gateway/src/domain/example.ts',
    'packages/contracts/src/example.ts',
  ]) {
    assert.deepEqual(await rulesBroken(path, USES_MONGOOSE), ['no-restricted-imports'], path);
  }
});

test('mongoose is allowed in data-access/, in test helpers and in the service kit', async () => {
  for (const path of ['services/content/src/data-access/example.repository.ts', 'services/content/test/example.fixture.ts', 'packages/service-kit/src/example.ts']) {
    assert.deepEqual(await rulesBroken(path, USES_MONGOOSE), [], path);
  }
});

test('express is refused in domain/ and allowed in routes/', async () => {
  assert.deepEqual(await rulesBroken('services/applications/src/domain/example.ts', USES_EXPRESS), ['no-restricted-imports']);
  assert.deepEqual(await rulesBroken('gateway/src/domain/example.ts', USES_EXPRESS), ['no-restricted-imports']);
  assert.deepEqual(await rulesBroken('services/applications/src/routes/example.routes.ts', USES_EXPRESS), []);
});

test("the web calls fetch only from api/ modules and src/lib/", async () => {
  assert.deepEqual(await rulesBroken('web/src/features/apply/components/Example.tsx', USES_FETCH), ['no-restricted-globals']);
  assert.deepEqual(await rulesBroken('web/src/pages/Example.tsx', 'export const load = () => window.fetch("/x");\n'), ['no-restricted-properties']);
  assert.deepEqual(await rulesBroken('web/src/features/apply/api/example-api.ts', USES_FETCH), []);
  assert.deepEqual(await rulesBroken('web/src/lib/example.ts', USES_FETCH), []);
});

test("the rules of hooks hold in the web: no hook called conditionally, no missing effect dependency", async () => {
  const conditionalHook = "import { useState } from 'react';\nexport function Example({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
  assert.deepEqual(await rulesBroken('web/src/features/example/Example.tsx', conditionalHook), ['react-hooks/rules-of-hooks']);
  const missingDependency =
    "import { useEffect } from 'react';\nexport function Example({ id }: { id: string }) {\n  useEffect(() => {\n    document.title = id;\n  }, []);\n  return null;\n}\n";
  assert.deepEqual(await rulesBroken('web/src/features/example/Example.tsx', missingDependency), ['react-hooks/exhaustive-deps']);
});
