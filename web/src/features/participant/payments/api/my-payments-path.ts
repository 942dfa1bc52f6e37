/** The caller's own payments, apart from `my-payments-api.ts` so that the first load can name it without the schemas. */
export const myPaymentsPath = '/api/participant/payments';
