// Which of Mantine's per-component stylesheets the web app needs: those of the components it
// imports from `@mantine/*` and of every component those build on, found by following the
// imports of Mantine's ES modules (a component's styles live in its `X.module.mjs`, shipped as
// `@mantine/core/styles/X.css`). web/src/app/mantine-stylesheets.ts imports exactly those the
// whole app needs; web/src/landing/mantine-stylesheets.ts those of what the landing page's entry
// reaches, lazily loaded parts included.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { repoRoot } from './repo.mjs';

const webDir = join(repoRoot, 'web');
export const webSrcDir = join(webDir, 'src');
const requireFromWeb = createRequire(join(webDir, 'package.json'));

/** The stylesheets every page needs whatever it renders: reset, theme variables, global classes. */
const GLOBAL_STYLESHEETS = ['baseline', 'default-css-variables', 'global'];

/** The Mantine packages the app imports besides core; their own stylesheets are imported whole. */
const PACKAGES_BUILT_ON_CORE = ['@mantine/dates', '@mantine/dropzone', '@mantine/modals', '@mantine/notifications'];

/** An installed Mantine package's folder: its CommonJS entry is `cjs/index.cjs`. */
const packageDirOf = (/** @type {string} */ name) => dirname(dirname(requireFromWeb.resolve(name)));

const mantineCoreDir = packageDirOf('@mantine/core');

/**
 * The names a source imports as values (not types) from one module.
 * @param {string} source
 * @param {string} specifier
 */
export function namedValueImports(source, specifier) {
  const quoted = specifier.replace(/[/.@]/g, (character) => `\\${character}`);
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, list = '']) =>
    list
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]?.trim() ?? ''),
  );
}

/**
 * A package's ES entry: which of its modules each exported name comes from.
 * @param {string} packageDir
 */
async function exportedFrom(packageDir) {
  const index = await readFile(join(packageDir, 'esm', 'index.mjs'), 'utf8');
  /** @type {Map<string, string>} */
  const modules = new Map();
  for (const [, list = '', path = ''] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of list.split(',')) modules.set(name.trim().split(/\s+as\s+/).pop() ?? '', resolve(packageDir, 'esm', path));
  }
  return modules;
}

/**
 * Follows a package's relative imports from the given modules. Returns the components whose
 * styles the walk reached, and what the modules import from `@mantine/core` (for a package other
 * than core).
 * @param {string[]} entryModules
 */
async function walk(entryModules) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {Set<string>} */
  const styledComponents = new Set();
  /** @type {Set<string>} */
  const coreImports = new Set();
  const visit = async (/** @type {string} */ file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = await readFile(file, 'utf8');
    for (const name of namedValueImports(source, '@mantine/core')) coreImports.add(name);
    const imported = [...source.matchAll(/from\s*"(\.[^"]+)"/g)].map(([, path = '']) => resolve(dirname(file), path));
    for (const path of imported) if (path.endsWith('.module.mjs')) styledComponents.add(path.slice(path.lastIndexOf('/') + 1, -'.module.mjs'.length));
    await Promise.all(imported.map(visit));
  };
  await Promise.all(entryModules.map(visit));
  return { styledComponents, coreImports };
}

/**
 * The app's sources under a folder, tests left out.
 * @param {string} [dir]
 * @returns {Promise<string[]>}
 */
export async function appSources(dir = webSrcDir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The sources an entry reaches through relative imports, static or dynamic.
 * @param {string} entry
 * @returns {Promise<string[]>}
 */
export async function reachableSources(entry) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = async (/** @type {string} */ file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = await readFile(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)].map(([, specifier = '']) => resolve(dirname(file), specifier));
    // Stylesheets and JSON resolve to no source: they import nothing.
    const modules = specifiers.flatMap((path) => [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')].find((candidate) => existsSync(candidate)) ?? []);
    await Promise.all(modules.map(visit));
  };
  await visit(entry);
  return [...seen];
}

/**
 * The names each Mantine package is imported for by the given sources.
 * @param {string[]} files
 */
async function mantineImports(files) {
  const sources = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  /** @type {Map<string, Set<string>>} */
  const byPackage = new Map();
  for (const specifier of ['@mantine/core', ...PACKAGES_BUILT_ON_CORE]) {
    byPackage.set(specifier, new Set(sources.flatMap((source) => namedValueImports(source, specifier))));
  }
  return byPackage;
}

/** @param {Map<string, string>} modules @param {Iterable<string>} names */
const modulesOf = (modules, names) => [...names].flatMap((name) => modules.get(name) ?? []);

/**
 * The stylesheets of `@mantine/core/styles/` the given sources need, without `.css`, in the order
 * Mantine's whole stylesheet has them (which decides which rule wins where two match).
 * @param {string[]} files
 */
export async function neededCoreStylesheets(files) {
  const imports = await mantineImports(files);
  const coreNames = new Set(imports.get('@mantine/core'));
  for (const specifier of PACKAGES_BUILT_ON_CORE) {
    const names = imports.get(specifier) ?? new Set();
    if (names.size === 0) continue;
    const { coreImports } = await walk(modulesOf(await exportedFrom(packageDirOf(specifier)), names));
    for (const name of coreImports) coreNames.add(name);
  }
  const { styledComponents } = await walk(modulesOf(await exportedFrom(mantineCoreDir), coreNames));
  return inStylesheetOrder([...GLOBAL_STYLESHEETS, ...styledComponents]);
}

/**
 * Stylesheet names sorted by where `@mantine/core/styles.css`, their concatenation, has them.
 * @param {string[]} names
 */
async function inStylesheetOrder(names) {
  const whole = await readFile(join(mantineCoreDir, 'styles.css'), 'utf8');
  const positions = await Promise.all(
    names.map(async (name) => {
      const own = (await readFile(join(mantineCoreDir, 'styles', `${name}.css`), 'utf8')).trim();
      const position = whole.indexOf(own);
      if (position < 0) throw new Error(`@mantine/core/styles/${name}.css is not part of @mantine/core/styles.css`);
      return { name, position };
    }),
  );
  return positions.sort((a, b) => a.position - b.position).map(({ name }) => name);
}

/**
 * The core stylesheets a module imports, in its order, by name.
 * @param {string} file
 */
export async function importedCoreStylesheets(file) {
  const source = await readFile(file, 'utf8');
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map(([, name = '']) => name);
}
