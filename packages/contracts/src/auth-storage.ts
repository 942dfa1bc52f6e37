/**
 * Where the browser keeps the bearer token (localStorage key); apart from `auth.ts`'s schemas, see
 * `zod-free.ts`. Its own export too: the web app's boot script reads the token and stays about 1 KB.
 */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';
