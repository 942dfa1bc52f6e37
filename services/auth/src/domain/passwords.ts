import { randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet: argon2id with 19 MiB, 2 iterations, 1 lane. Much faster than
 * scrypt at OWASP's parameters for the same protection (about 0.4 s against 5 s per hash on a busy
 * 2-core machine), which keeps sign-in quick.
 */
// The package's Algorithm is a const enum, which isolated modules cannot read: Argon2id is 2.
const ARGON2 = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

const normalized = (password: string) => password.normalize('NFKC');

/** The PHC string argon2 writes (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(normalized(password), ARGON2);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return argon2Verify(stored, normalized(password)).catch(() => false);
}

/** True for hashes with other parameters than the current ones: the next sign-in stores a current one. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/** Costs what a real verification costs, so a login for an unknown email takes as long as a wrong password. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));
export async function verifyAgainstDummy(password: string): Promise<void> {
  await verifyPassword(password, await DUMMY_HASH);
}

/**
 * Whether the password is the stored one. An account without a password yet (before its
 * set-password link was used, or after an organizer's reset) matches nothing, after the cost of a
 * real verification, so timing does not tell such accounts apart.
 */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    await verifyAgainstDummy(password);
    return false;
  }
  return verifyPassword(password, stored);
}
