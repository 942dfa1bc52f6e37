import { generateKeyPairSync, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const TEST_ISSUER = 'mexico-trek-auth';
export const TEST_AUDIENCE = 'mexico-trek';

export interface TestKeys {
  publicKey: string;
  privateKey: string;
}

/** A fresh ES256 key pair, as the auth service's deployment would hold. */
export function generateTestKeys(): TestKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey, privateKey };
}

export interface TestTokenClaims {
  userId?: string;
  role: 'ORGANIZER' | 'PARTICIPANT';
  /** The user's full name, as the auth service signs it in; omitted, the token looks like one issued before names were carried. */
  name?: string;
  sessionId?: string;
  expiresInSeconds?: number;
  issuer?: string;
  audience?: string;
}

/** Signs a token exactly as the auth service does (for suites that test another service). */
export function signTestToken(keys: TestKeys, claims: TestTokenClaims): string {
  return jwt.sign(
    { role: claims.role, ...(claims.name === undefined ? {} : { name: claims.name }), sid: claims.sessionId ?? randomUUID() },
    keys.privateKey,
    {
      algorithm: 'ES256',
      subject: claims.userId ?? randomUUID().replace(/-/g, '').slice(0, 24),
      issuer: claims.issuer ?? TEST_ISSUER,
      audience: claims.audience ?? TEST_AUDIENCE,
      expiresIn: claims.expiresInSeconds ?? 3_600,
    },
  );
}

/** The Authorization header carrying a token, for supertest's `.set()`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
