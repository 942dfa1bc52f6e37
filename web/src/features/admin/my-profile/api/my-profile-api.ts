import { myTeamCardInputSchema, myTeamMemberResponseSchema, type MyTeamMemberResponse } from '@trek/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { adminPathOf, publicPathOf } from '../../content/api/content-api';

export const myProfilePaths = {
  myTeamMember: '/api/admin/content/my-team-member',
  /** Saving the card changes these lists too. */
  adminTeam: adminPathOf('team'),
  publicTeam: publicPathOf('team'),
} as const;

export type MyTeamCard = z.output<typeof myTeamCardInputSchema>;

export async function readMyTeamMember(): Promise<MyTeamMemberResponse> {
  return myTeamMemberResponseSchema.parse(await apiRequest('GET', myProfilePaths.myTeamMember));
}

export async function saveMyTeamMember(card: MyTeamCard): Promise<MyTeamMemberResponse> {
  return myTeamMemberResponseSchema.parse(await apiRequest('PUT', myProfilePaths.myTeamMember, card));
}
