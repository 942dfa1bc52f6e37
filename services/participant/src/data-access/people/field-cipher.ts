import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
/** Stored values start with it, so a later key or algorithm change can tell old values apart. */
const FORMAT = 'v1';

/**
 * Field-level encryption for values that must never sit in the database in clear (passport
 * number, date of birth): AES-256-GCM with a fresh IV per value, stored as `v1:iv:tag:ciphertext`.
 */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('The field encryption key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
    },
    decrypt(stored) {
      const [format, iv, tag, ciphertext] = stored.split(':');
      if (format !== FORMAT || !iv || !tag || ciphertext === undefined) throw new Error('An encrypted field is not in the expected format');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
