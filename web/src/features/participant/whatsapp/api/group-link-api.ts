import { memberEditionSchema, type MemberEdition } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

/** The content service's signed-in read: the invite is kept out of the public edition. */
export const groupLinkPath = '/api/member/edition';

export async function fetchGroupLink(): Promise<MemberEdition> {
  return memberEditionSchema.parse(await apiRequest('GET', groupLinkPath));
}
