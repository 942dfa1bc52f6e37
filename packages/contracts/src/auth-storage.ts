/** Where the browser keeps the bearer token (localStorage key); apart from `auth.ts`'s schemas, see `zod-free.ts`. */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';
