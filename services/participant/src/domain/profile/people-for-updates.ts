import { missingAudienceSetupItems, profileCompletion, type ParticipantPerson, type ParticipantStanding } from '@trek/contracts';
import { ownRecord } from '../people/own-record.js';
import type { PeopleContext } from '../people/people.context.js';
import { logisticsStateOf, nameOf } from '../people/participant-status.js';

type StandingDeps = Parameters<typeof ownRecord>[0];

/** One participant as their portal opens (the updates service's participant routes): their edition, their spot, their name. */
export async function participantStanding(domain: StandingDeps, userId: string): Promise<ParticipantStanding> {
  const { record, edition } = await ownRecord(domain, userId);
  return { userId, year: edition.year, currentYear: edition.currentYear, formerHolder: record.clearedAt !== null, name: nameOf(record) || null };
}

/**
 * What the updates service's organizer views and announcement audiences need of these people
 * (their Day 0 decision, the setup items they miss: never a logistics value itself); nothing is created.
 */
export async function participantPeople(domain: Pick<PeopleContext, 'participants' | 'participantEditions'>, userIds: readonly string[]): Promise<ParticipantPerson[]> {
  const [records, years] = await Promise.all([domain.participants.findByUserIds([...userIds]), domain.participantEditions.yearsOf(userIds)]);
  const byUserId = new Map(records.map((record) => [record.userId, record]));
  return userIds.map((userId) => {
    const record = byUserId.get(userId) ?? null;
    return {
      userId,
      year: years.get(userId) ?? null,
      formerHolder: Boolean(record?.clearedAt),
      name: nameOf(record) || null,
      email: record?.profile.email || record?.logistics.email || null,
      day0Decision: record?.logistics.day0Decision ?? null,
      missingSetup: missingAudienceSetupItems({
        profileComplete: profileCompletion(record?.profile ?? {}).percent === 100,
        logisticsSubmitted: logisticsStateOf(record) === 'SUBMITTED',
        hasJoinedWhatsapp: record?.hasJoinedWhatsapp ?? false,
        logistics: record?.logistics ?? {},
      }),
    };
  });
}
