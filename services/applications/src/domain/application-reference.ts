import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L or U/V look-alikes, so a reference read over the phone comes back right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789';

const block = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** `MT26-K7QX-3HZP`: the edition, then 8 crypto-random symbols (~39 bits), so a reference cannot be guessed. */
export function newApplicationReference(year: number): string {
  return `MT${String(year % 100).padStart(2, '0')}-${block()}-${block()}`;
}

export const APPLICATION_REFERENCE_PATTERN = /^MT\d{2}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;
