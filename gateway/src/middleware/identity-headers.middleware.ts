import type { NextFunction, Request, Response } from 'express';

/**
 * Header names that carry "who is calling" in common proxies and platforms (x-user-*, x-auth-*,
 * oauth2-proxy's x-forwarded-user/email/groups, Apache's remote-user, Azure's and Google's
 * principal headers). Only a verified bearer token says who calls, so a client must never get
 * one of these past the gateway.
 */
const IDENTITY_HEADER =
  /^(x-(user|auth|authenticated|remote|identity|principal|caller|role|roles|session|ms-client-principal|goog-authenticated-user)(-.*)?|x-forwarded-(user|email|preferred-username|groups|access-token)|remote-user)$/;

export function isIdentityHeader(name: string): boolean {
  return IDENTITY_HEADER.test(name.toLowerCase());
}

/** Deletes identity headers from the request, which is what the proxy copies upstream. */
export function stripIdentityHeaders(req: Request, _res: Response, next: NextFunction): void {
  for (const name of Object.keys(req.headers)) {
    if (isIdentityHeader(name)) delete req.headers[name];
  }
  next();
}
