// No zod: what the web's first load needs to tell image paths apart (`@trek/contracts/zod-free`).

/** The sample illustrations the web ships under `/demo/`, used by the demo content. */
export const isDemoImagePath = (value: string): boolean => /^\/demo\/[\w-]+\.svg$/.test(value);
