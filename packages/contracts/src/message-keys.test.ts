import { readFileSync } from 'node:fs';
import { authMessages, passwordMessages } from './messages/auth.js';
import { contractMessageKey, contractMessageTexts } from './message-keys.js';
import { participantMessages } from './messages/participant.js';

describe('contract message keys', () => {
  it('finds the key of each fixed message, which leads back to the same English text', () => {
    expect(contractMessageKey(authMessages.passwordTooShort)).toBe('auth.passwordTooShort');
    expect(contractMessageKey(passwordMessages.passwordsDoNotMatch)).toBe('password.passwordsDoNotMatch');
    for (const text of contractMessageTexts.values()) expect(contractMessageTexts.get(contractMessageKey(text)!)).toBe(text);
  });

  it('has no key for texts built from values, nor for any other text', () => {
    expect(contractMessageKey(participantMessages.directoryWaiting(2027))).toBeUndefined();
    expect(contractMessageKey('502: Bad Gateway')).toBeUndefined();
  });
});

/** The contracts' modules `file` imports, directly or through others (relative imports only: a package is named as it is). */
function importsReached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  for (const [, imported] of source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm)) {
    if (imported?.startsWith('.')) importsReached(new URL(imported.replace(/\.js$/, '.ts'), new URL(file, import.meta.url)).pathname, seen);
    else if (imported) seen.add(imported);
  }
  return seen;
}

describe('what translating a contract message loads', () => {
  it('reaches no schema: the catalogs, their keys and templates import no zod, so a screen that translates an error builds no schema it does not use', () => {
    const reached = importsReached(new URL('./message-keys.ts', import.meta.url).pathname);
    expect([...reached].filter((module) => module === 'zod' || module.startsWith('zod/'))).toEqual([]);
    expect([...reached].some((module) => module.endsWith('/messages/application.ts'))).toBe(true);
  });
});
