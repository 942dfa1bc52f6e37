import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { accessTokenClaimsSchema, authMessages, type Role } from '@trek/contracts';
import { AppError } from './errors.js';
import type { Logger } from './logger.js';
import { SessionRevocations, type SessionRef } from './sessions.js';

/** The only algorithm tokens are signed with; pinned so a token cannot pick its own. */
export const TOKEN_ALGORITHM = 'ES256';

export interface AuthContext extends SessionRef {
  role: Role;
  /** The user's full name from the token; null in tokens issued before names were carried. */
  name: string | null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own extension point
  namespace Express {
    interface Request {
      /** Set only from a verified bearer token, never from a header a client sends. */
      auth?: AuthContext;
    }
  }
}

export interface TokenVerifierOptions {
  publicKey: string;
  issuer: string;
  audience: string;
}

export type TokenVerifier = (token: string) => AuthContext;

export function createTokenVerifier({ publicKey, issuer, audience }: TokenVerifierOptions): TokenVerifier {
  return (token) => {
    const payload = jwt.verify(token, publicKey, { algorithms: [TOKEN_ALGORITHM], issuer, audience });
    const claims = accessTokenClaimsSchema.parse(payload);
    return { userId: claims.sub, role: claims.role, name: claims.name ?? null, sessionId: claims.sid, issuedAt: claims.iat, expiresAt: claims.exp, generation: claims.gen ?? null };
  };
}

export function bearerToken(req: Pick<Request, 'headers'>): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export interface AuthGuards {
  /** 401 unless the request carries a valid, unrevoked token. */
  requireSignedIn: RequestHandler;
  /** 401 as above, then 403 unless the token's role is one of `roles`. */
  requireRole: (...roles: Role[]) => RequestHandler;
}

/** Resolves the caller from the bearer token: verified signature, pinned claims, not revoked. */
export async function resolveCaller(
  req: Pick<Request, 'headers'>,
  verify: TokenVerifier,
  revocations: SessionRevocations,
  logger?: Logger,
): Promise<AuthContext | null> {
  const token = bearerToken(req);
  if (!token) return null;
  let context: AuthContext;
  try {
    context = verify(token);
  } catch {
    throw AppError.unauthorized(authMessages.sessionExpired);
  }
  let revoked: boolean;
  try {
    revoked = await revocations.isRevoked(context);
  } catch (error) {
    // Fail closed: without the revocation list a logged-out token could still be used.
    logger?.error({ err: error }, 'session revocation check failed');
    throw AppError.unavailable('Sign-in is temporarily unavailable. Please try again shortly.');
  }
  if (revoked) throw AppError.unauthorized(authMessages.sessionExpired);
  return context;
}

/** The verified caller of the request being handled, for code that records who acted without a `req` at hand. */
const requestCaller = new AsyncLocalStorage<AuthContext>();

/** The caller verified by the guard of the request now being handled; undefined outside a guarded request (jobs, start-up). */
export function currentCaller(): AuthContext | undefined {
  return requestCaller.getStore();
}

export function createAuthGuards(verify: TokenVerifier, revocations: SessionRevocations, logger?: Logger): AuthGuards {
  const authenticate = async (req: Request, res: Response): Promise<AuthContext> => {
    const caller = await resolveCaller(req, verify, revocations, logger);
    if (!caller) throw AppError.unauthorized(authMessages.signInRequired);
    req.auth = caller;
    // Whatever a signed-in caller is answered is theirs (logistics carry passport data): no cache keeps it.
    res.set('Cache-Control', 'no-store');
    return caller;
  };
  return {
    requireSignedIn: async (req: Request, res: Response, next: NextFunction) => {
      requestCaller.run(await authenticate(req, res), next);
    },
    requireRole:
      (...roles: Role[]) =>
      async (req: Request, res: Response, next: NextFunction) => {
        const caller = await authenticate(req, res);
        if (!roles.includes(caller.role)) throw AppError.forbidden(authMessages.forbidden);
        requestCaller.run(caller, next);
      },
  };
}

/** The token settings every service reads (see jwtVerifyConfigShape). */
export interface JwtVerifyConfig {
  JWT_PUBLIC_KEY: string;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
}

export function tokenVerifierFromConfig(config: JwtVerifyConfig): TokenVerifier {
  return createTokenVerifier({ publicKey: config.JWT_PUBLIC_KEY, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE });
}

/** A service's guards: its own token check and the shared revocation list, as the gateway applies them. */
export function createServiceAuthGuards(config: JwtVerifyConfig, redis: Redis, logger?: Logger): AuthGuards {
  return createAuthGuards(tokenVerifierFromConfig(config), new SessionRevocations(redis), logger);
}

/** The verified caller of a route guarded by requireSignedIn/requireRole. */
export function callerOf(req: Request): AuthContext {
  if (!req.auth) throw AppError.unauthorized(authMessages.signInRequired);
  return req.auth;
}
