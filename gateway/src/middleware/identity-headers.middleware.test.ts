import { isIdentityHeader } from './identity-headers.middleware.js';

describe('identity headers', () => {
  it.each([
    'x-user-id',
    'X-User-Role',
    'x-user-email',
    'x-user-anything-else',
    'x-auth-user',
    'x-auth-request-email',
    'x-authenticated-userid',
    'x-forwarded-user',
    'x-forwarded-email',
    'x-forwarded-groups',
    'x-remote-user',
    'remote-user',
    'x-ms-client-principal-name',
    'x-goog-authenticated-user-email',
  ])('%s is removed', (name) => {
    expect(isIdentityHeader(name)).toBe(true);
  });

  it.each(['authorization', 'x-request-id', 'x-forwarded-for', 'x-forwarded-proto', 'content-type', 'user-agent', 'x-username-hint'])(
    '%s is kept',
    (name) => {
      expect(isIdentityHeader(name)).toBe(false);
    },
  );
});
