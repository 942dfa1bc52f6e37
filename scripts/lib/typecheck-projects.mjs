// Type-checks several TypeScript projects (each package's tsconfig.json, tests included) in one
// process: the declaration files they share (@types/node, jest's, mongoose's ...) are read and
// parsed once instead of once per package, which was a quarter of each package's `tsc --noEmit`.
// Prints the errors as tsc does and exits 1 when there are any.
// Usage: node typecheck-projects.mjs <tsconfig.json>...
import ts from 'typescript';

const configPaths = process.argv.slice(2);
if (configPaths.length === 0) {
  process.stderr.write('usage: node typecheck-projects.mjs <tsconfig.json>...\n');
  process.exit(2);
}

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

/** @type {ts.FormatDiagnosticsHost} */
const formatHost = { getCanonicalFileName: (fileName) => fileName, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine };
const pretty = process.stdout.isTTY === true;
let errors = 0;
for (const configPath of configPaths) {
  /** @type {ts.Diagnostic[]} */
  const configErrors = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => void configErrors.push(diagnostic),
  });
  /** @type {readonly ts.Diagnostic[]} */
  let diagnostics = configErrors;
  if (parsed) {
    const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences, host: sharingHost(parsed.options) });
    diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)];
  }
  const found = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
  errors += found;
  process.stdout.write(`${configPath}: ${found === 0 ? 'no errors' : `${found} error${found === 1 ? '' : 's'}`}\n`);
  if (diagnostics.length > 0) {
    process.stdout.write(pretty ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) : ts.formatDiagnostics(diagnostics, formatHost));
  }
}
process.exitCode = errors === 0 ? 0 : 1;
