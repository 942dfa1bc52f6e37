import { myTeamCardInputSchema, teamMemberSchema, type MyTeamMemberResponse } from '@trek/contracts';
import type { z } from 'zod';
import type { ContentDomain } from './content-context.js';
import { toReadShape } from './content-items.js';

export type OwnTeamCardInput = z.output<typeof myTeamCardInputSchema>;

const asTeamMember = (fields: Record<string, unknown>) => teamMemberSchema.parse(fields);

/** My Profile: the card linked to the signed-in organizer, or null before their first save. */
export async function readOwnTeamCard(domain: Pick<ContentDomain, 'ownCards'>, userId: string): Promise<MyTeamMemberResponse> {
  const card = await domain.ownCards.findByUser(userId);
  return { teamMember: card ? asTeamMember(toReadShape('team', card)) : null };
}

/** The position after the last team member, for a first save without a chosen order. */
async function endOfTeam(domain: Pick<ContentDomain, 'items'>): Promise<number> {
  const orders = (await domain.items.team.list()).map((item) => (typeof item.order === 'number' ? item.order : 0));
  return orders.length === 0 ? 0 : Math.max(...orders) + 1;
}

type SaveOwnTeamCardDeps = Pick<ContentDomain, 'items' | 'ownCards' | 'cache' | 'audit'>;

/** Creates or replaces the caller's own card; `userId` comes from the verified token, never the body. */
export async function saveOwnTeamCard(domain: SaveOwnTeamCardDeps, userId: string, input: OwnTeamCardInput): Promise<MyTeamMemberResponse> {
  const { order, ...fields } = input;
  const orderOnInsert = order ?? (await endOfTeam(domain));
  const card = await domain.ownCards.saveForUser(userId, { fields, order, orderOnInsert });
  await domain.cache.invalidate('team');
  await domain.audit.record({ actorId: userId, action: 'team-member.save-own', target: `team:${card.id}`, summary: 'Saved their own team card' });
  return { teamMember: asTeamMember(toReadShape('team', card)) };
}
