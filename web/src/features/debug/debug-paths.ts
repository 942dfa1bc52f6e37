/** The developer pages' routes (spec 2.1, 2.9). */
export const debugPaths = {
  safe: '/safe',
  debug: '/debug',
} as const;
