/**
 * `@trek/contracts/zod-free`: the constants and functions that need no schema, for code that must
 * stay small (the web's first load). Importing the package root builds every zod schema; these
 * modules import no zod. The root exports them too.
 */
export * from './auth-storage.js';
export * from './edition-rules.js';
export * from './english-months.js';
export * from './image-paths.js';
export * from './language-rules.js';
export * from './responsive-images.js';
export * from './team-roles.js';
export * from './travel-documents.js';
