import type { Migration } from '@trek/service-kit';

/**
 * This service's data migrations, in the order they run; append only, ids never reused (see
 * docs/development.md, Data migrations).
 */
export const MIGRATIONS: readonly Migration[] = [];
