// Imported dynamically by queries/edition-queries.ts, so that the schemas load with the browser's first read
// of the edition rather than with the page (a server-rendered page starts with it already read).
export { publicEditionSchema } from '@trek/contracts';
