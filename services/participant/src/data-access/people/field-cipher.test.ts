import { randomBytes } from 'node:crypto';
import { createFieldCipher } from './field-cipher.js';

describe('field cipher', () => {
  const cipher = createFieldCipher(randomBytes(32));

  it('when a value is encrypted, then it decrypts back and never shows in the stored text', () => {
    const stored = cipher.encrypt('G98765432');
    expect(stored).not.toContain('G98765432');
    expect(cipher.decrypt(stored)).toBe('G98765432');
  });

  it('when the same value is encrypted twice, then the stored texts differ (fresh IV each time)', () => {
    expect(cipher.encrypt('1998-07-14')).not.toBe(cipher.encrypt('1998-07-14'));
  });

  it('when a stored value was altered or written under another key, then decrypting fails instead of answering garbage', () => {
    const stored = cipher.encrypt('G98765432');
    const [format, iv, tag, ciphertext] = stored.split(':');
    const flipped = Buffer.from(ciphertext!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([format, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
    expect(() => createFieldCipher(randomBytes(32)).decrypt(stored)).toThrow();
    expect(() => cipher.decrypt('G98765432')).toThrow(/expected format/);
  });

  it('when the key is not 32 bytes, then no cipher is made', () => {
    expect(() => createFieldCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
