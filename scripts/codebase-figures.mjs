// `npm run figures:codebase`: what a newcomer meets when picking the code up, as numbers: the
// README's size, history written into the tree (work-period labels, issue references), compatibility
// code, how the service code is shared out, and casts around the forms' resolvers.
// Plain node built-ins and git only, so it runs on a fresh clone before anything is installed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/repo.mjs';

/** Files git tracks, without the lockfile and vendored data. */
const trackedFiles = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path !== '' && !path.endsWith('pnpm-lock.yaml'));

const read = (path) => readFileSync(join(repoRoot, path), 'utf8');
const textFiles = trackedFiles.filter((path) => /\.(m?[jt]sx?|md|ya?ml|json|css|html|sh)$/.test(path) || path === '.ci/run');

/** Lines that match, as `path:line: text`, at most `limit` shown. */
function matches(pattern, files) {
  const found = [];
  for (const path of files) {
    read(path).split('\n').forEach((line, index) => {
      if (pattern.test(line)) found.push(`${path}:${index + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

const ORDINALS = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth';
/** "the ninth session", "Figures at the end of the fifth": a period of work named by its number ("this session" also means a sign-in). */
const workPeriod = new RegExp(`\\b(${ORDINALS})\\s+(session|round|review|period|stop)\\b|\\bend of the (${ORDINALS})\\b`, 'i');
/** "#13", "Issue #11 item 13", "issue 17 item 3", "(#10)": an issue cited as history (hex colours, also after a property's colon, anchors and numbered errors such as React's "error #418" are not). */
const issueReference = /(?<!:\s?)(?<!\berror)(^|[\s(,;])#\d{1,3}\b(?![0-9a-f])|\bissue\s+#?\d+/i;
const selfFiles = new Set(['scripts/codebase-figures.mjs']);
const scanned = textFiles.filter((path) => !selfFiles.has(path));

const readme = read('README.md');
const servicesAndPackages = scanned.filter((path) => path.startsWith('services/') || path.startsWith('packages/'));

const serviceLines = new Map();
for (const path of trackedFiles.filter((file) => /^services\/[^/]+\/src\/.*\.ts$/.test(file) && !file.endsWith('.test.ts'))) {
  const service = path.split('/')[1];
  const lines = read(path).split('\n').filter((line) => line.trim() !== '').length;
  serviceLines.set(service, (serviceLines.get(service) ?? 0) + lines);
}
const totalServiceLines = [...serviceLines.values()].reduce((sum, lines) => sum + lines, 0);

const webForms = trackedFiles.filter((path) => path.startsWith('web/src/') && path.endsWith('.tsx'));
const resolverCasts = matches(/zodResolver\([^)]*\)\s*as\s/, webForms);

console.log(`README.md: ${readme.split('\n').length} lines, ${(Buffer.byteLength(readme) / 1024).toFixed(0)} KB`);
const listed = [
  ['work-period labels', matches(workPeriod, scanned)],
  ['issue references', matches(issueReference, scanned)],
  ['"legacy" under services/ and packages/', matches(/legacy/i, servicesAndPackages)],
  ['zodResolver casts in web forms', resolverCasts],
];
for (const [title, rows] of listed) {
  console.log(`${title}: ${rows.length}`);
  for (const row of rows.slice(0, 15)) console.log(`  ${row}`);
  if (rows.length > 15) console.log(`  … ${rows.length - 15} more`);
}
console.log(`service code (non-blank lines of src/, tests excluded): ${totalServiceLines}`);
for (const [service, lines] of [...serviceLines].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${service.padEnd(14)} ${String(lines).padStart(6)}  ${((lines / totalServiceLines) * 100).toFixed(0)}%`);
}
