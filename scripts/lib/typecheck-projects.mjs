// Type-checks several TypeScript projects (each package's tsconfig.json, tests included) in one
// process: the declaration files they share (@types/node, jest's, mongoose's ...) are read and
// parsed once instead of once per package, which was a quarter of each package's `tsc --noEmit`.
// With --checked-by=<solution tsconfig>, the files of the projects that solution builds are read
// for their types but not checked again (npm test runs `tsc -b` on it first, which checked them):
// only what the build leaves out, the tests above all, is. Prints the errors as tsc does and
// exits 1 when there are any.
// Usage: node typecheck-projects.mjs [--checked-by=<tsconfig.build.json>] <tsconfig.json>...
import { resolve } from 'node:path';
import ts from 'typescript';

const CHECKED_BY = '--checked-by=';
const args = process.argv.slice(2);
const checkedBy = args.find((arg) => arg.startsWith(CHECKED_BY))?.slice(CHECKED_BY.length);
const configPaths = args.filter((arg) => !arg.startsWith(CHECKED_BY));
if (configPaths.length === 0) {
  process.stderr.write('usage: node typecheck-projects.mjs [--checked-by=<tsconfig.build.json>] <tsconfig.json>...\n');
  process.exit(2);
}

/**
 * @param {string} configPath
 * @param {ts.Diagnostic[]} configErrors
 */
const parseConfig = (configPath, configErrors) =>
  ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => void configErrors.push(diagnostic),
  });

/**
 * The source files of a solution's projects, following its references.
 * @param {string} solutionPath
 * @returns {Set<string>}
 */
function filesBuiltBy(solutionPath) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ configPath) => {
    const path = resolve(configPath);
    if (seen.has(path)) return;
    seen.add(path);
    /** @type {ts.Diagnostic[]} */
    const errors = [];
    const parsed = parseConfig(path, errors);
    if (!parsed || errors.length > 0) throw new Error(`cannot read ${path}: ${ts.formatDiagnostics(errors, formatHost)}`);
    for (const file of parsed.fileNames) files.add(resolve(file));
    for (const reference of parsed.projectReferences ?? []) visit(ts.resolveProjectReferencePath(reference));
  };
  visit(solutionPath);
  return files;
}

/** @type {ts.FormatDiagnosticsHost} */
const formatHost = { getCanonicalFileName: (fileName) => fileName, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine };

// The registry's key says which compiler settings a parsed file depends on: files are shared
// only between projects whose settings agree on it (the language service shares them the same way).
const registry = ts.createDocumentRegistry();
/** @type {Map<string, ts.SourceFile | undefined>} */
const parsedFiles = new Map();

/** @param {ts.CompilerOptions} options */
function sharingHost(options) {
  const host = ts.createCompilerHost(options);
  const settingsKey = registry.getKeyForCompilationSettings(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const format = typeof languageVersionOrOptions === 'object' ? `${languageVersionOrOptions.languageVersion}:${languageVersionOrOptions.impliedNodeFormat}` : `${languageVersionOrOptions}`;
    const key = `${settingsKey}|${format}|${fileName}`;
    if (!shouldCreateNewSourceFile && parsedFiles.has(key)) return parsedFiles.get(key);
    const sourceFile = parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    parsedFiles.set(key, sourceFile);
    return sourceFile;
  };
  return host;
}

const pretty = process.stdout.isTTY === true;
/**
 * What `tsc --noEmit` reports for the program, for its files that the build has not checked.
 * @param {ts.Program} program
 * @param {Set<string>} alreadyChecked
 */
function diagnosticsOutside(program, alreadyChecked) {
  if (alreadyChecked.size === 0) return ts.getPreEmitDiagnostics(program);
  const unchecked = program.getSourceFiles().filter((file) => !file.isDeclarationFile && !alreadyChecked.has(resolve(file.fileName)));
  return [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...unchecked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
}

const alreadyChecked = checkedBy ? filesBuiltBy(checkedBy) : new Set();
let errors = 0;
for (const configPath of configPaths) {
  /** @type {ts.Diagnostic[]} */
  const configErrors = [];
  const parsed = parseConfig(configPath, configErrors);
  /** @type {readonly ts.Diagnostic[]} */
  let diagnostics = configErrors;
  if (parsed) {
    const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences, host: sharingHost(parsed.options) });
    diagnostics = [...parsed.errors, ...diagnosticsOutside(program, alreadyChecked)];
  }
  const found = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
  errors += found;
  process.stdout.write(`${configPath}: ${found === 0 ? 'no errors' : `${found} error${found === 1 ? '' : 's'}`}\n`);
  if (diagnostics.length > 0) {
    process.stdout.write(pretty ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) : ts.formatDiagnostics(diagnostics, formatHost));
  }
}
process.exitCode = errors === 0 ? 0 : 1;
