import { meResponseSchema, type User } from '@trek/contracts';
import { readFirstScreen } from '../../../lib/api-client';
import { authPaths } from './auth-paths';

/**
 * The signed-in account; on a dashboard's first load, from the read its boot script started. A
 * chunk of its own (loaded only when a token is stored), which a dashboard's frame lists for the
 * boot script to fetch beside the app's scripts.
 */
export async function fetchCurrentUser(): Promise<User> {
  return meResponseSchema.parse(await readFirstScreen(authPaths.me)).user;
}
