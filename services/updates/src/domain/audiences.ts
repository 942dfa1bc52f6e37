import { type ActiveParticipant, type Audience, type AudiencePreview, type Language, type ParticipantPerson } from '@trek/contracts';
import { membersOfEdition, spotHolders, type ListedEdition } from './edition-membership.js';
import type { UpdatesDomain } from './updates-context.js';

/** Someone an audience reaches: what their announcement email needs. */
export interface AudienceMember {
  userId: string;
  name: string;
  email: string;
  language: Language;
}

/**
 * Whether a spot holder of the edition is in the audience. Someone who never opened the portal
 * has done no setup item and made no Day 0 decision.
 */
function inAudience(audience: Audience, userId: string, person: ParticipantPerson | undefined): boolean {
  switch (audience.kind) {
    case 'everyone':
      return true;
    case 'day0':
      return person?.day0Decision === 'JOIN';
    case 'missingSetup':
      return person ? person.missingSetup.includes(audience.item) : true;
    case 'participants':
      return audience.userIds.includes(userId);
  }
}

export type AudienceDeps = Pick<UpdatesDomain, 'activeParticipants' | 'participants' | 'pastEditions' | 'logger'>;

/**
 * Who the audience reaches in the edition now: enabled participant accounts (auth's internal list:
 * no organizer's token is needed, so a scheduled announcement resolves it too) of the edition who
 * hold their spot and are in it, by name. What the participant service knows of each person
 * decides the Day 0 group and the setup items; 503 `unavailable` when auth or it cannot be read.
 */
export async function audienceMembers(domain: AudienceDeps, audience: Audience, edition: ListedEdition, unavailable: string): Promise<AudienceMember[]> {
  const accounts = await domain.activeParticipants(unavailable);
  const people = new Map((await domain.participants.people(accounts.map(({ id }) => id), unavailable)).map((person) => [person.userId, person]));
  const members = accounts.map((account: ActiveParticipant) => ({ account, person: people.get(account.id) }));
  return spotHolders(await membersOfEdition(domain, members, edition))
    .filter(({ account, person }) => inAudience(audience, account.id, person))
    .map(({ account, person }) => ({ userId: account.id, name: person?.name || account.fullName, email: account.email, language: account.language }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

/** "Will reach N people", with their names, before an organizer sends. */
export async function previewAudience(domain: AudienceDeps, audience: Audience, edition: ListedEdition, unavailable: string): Promise<AudiencePreview> {
  const members = await audienceMembers(domain, audience, edition, unavailable);
  return { count: members.length, people: members.map(({ userId, name }) => ({ userId, name })) };
}
