/** The spot transfer's routes, apart from `transfer-api.ts` so that the first load can name them without the schemas. */
export const transferPaths = {
  state: '/api/participant/transfer',
  confirm: '/api/participant/transfer/confirm',
} as const;
