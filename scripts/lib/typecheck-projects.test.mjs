import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'typecheck-projects.mjs');

/**
 * A project folder with a tsconfig.json and the given files.
 * @param {string} root
 * @param {string} name
 * @param {Record<string, string>} files
 */
async function project(root, name, files) {
  const dir = join(root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: 'NodeNext', moduleResolution: 'NodeNext', types: [] }, include: ['*.ts'] }));
  for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
  return join(dir, 'tsconfig.json');
}

test('every project is checked in one process: an error in any of them is printed with its place and fails the run', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'trek-typecheck-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const clean = await project(root, 'clean', { 'sum.ts': 'export const sum = (a: number, b: number): number => a + b;\n' });
  const broken = await project(root, 'broken', { 'count.ts': 'export const count: number = "three";\n' });

  const checked = spawnSync(process.execPath, [script, clean, broken], { encoding: 'utf8' });
  assert.equal(checked.status, 1);
  assert.match(checked.stdout, /clean\/tsconfig\.json: no errors/);
  assert.match(checked.stdout, /broken\/tsconfig\.json: 1 error/);
  assert.match(checked.stdout, /count\.ts\(1,14\): error TS2322: Type 'string' is not assignable to type 'number'/);

  assert.equal(spawnSync(process.execPath, [script, clean], { encoding: 'utf8' }).status, 0);
});

test('with --checked-by, the files a solution builds are not checked again, while the tests beside them are', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'trek-typecheck-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const dir = join(root, 'package');
  await mkdir(join(dir, 'src'), { recursive: true });
  await mkdir(join(dir, 'test'), { recursive: true });
  const options = { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', types: [] };
  // The error in the built source stands for one `tsc -b` would have reported.
  await writeFile(join(dir, 'src', 'count.ts'), 'export const count: number = "three";\n');
  await writeFile(join(dir, 'test', 'count.test.ts'), 'import { count } from "../src/count.js";\nexport const doubled: string = count * 2;\n');
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...options, noEmit: true }, include: ['src', 'test'] }));
  await writeFile(join(dir, 'tsconfig.build.json'), JSON.stringify({ compilerOptions: { ...options, composite: true, rootDir: 'src', outDir: 'dist' }, include: ['src'] }));
  const solution = join(root, 'tsconfig.build.json');
  await writeFile(solution, JSON.stringify({ files: [], references: [{ path: './package/tsconfig.build.json' }] }));

  const checked = spawnSync(process.execPath, [script, `--checked-by=${solution}`, join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  assert.equal(checked.status, 1);
  assert.match(checked.stdout, /package\/tsconfig\.json: 1 error/);
  assert.match(checked.stdout, /count\.test\.ts\(2,14\): error TS2322: Type 'number' is not assignable to type 'string'/);
  assert.doesNotMatch(checked.stdout, /src\/count\.ts/);
});
