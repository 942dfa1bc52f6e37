import { teamMemberSchema } from '@trek/contracts';
import { http } from 'msw';
import { z } from 'zod';
import { answer, contractJson } from './api-server';

/**
 * An item as the organizers' content lists answer it (services/content listItems): the public
 * read shape with who changed it when. The contracts have no schema of their own for it.
 */
export const adminItemSchema = <Item extends z.ZodType>(readSchema: Item) =>
  readSchema.and(z.object({ sample: z.boolean(), updatedBy: z.string().nullable(), updatedAt: z.string().nullable() }));

/**
 * Answers what the admin dashboard reads whatever tab is open: the Content tab's Team list, which
 * the dashboard prefetches in the background (empty unless the test answers it).
 */
export function answerAdminDashboardReads(): void {
  answer(http.get('/api/admin/content/team', () => contractJson(z.array(adminItemSchema(teamMemberSchema)), [])));
}
