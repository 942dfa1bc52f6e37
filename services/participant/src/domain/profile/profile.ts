import {
  participantProfileSchema,
  publicParticipantProfileSchema,
  type ParticipantProfile,
  type ParticipantProfileUpdate,
  type PublicParticipantProfile,
} from '@trek/contracts';
import type { ParticipantRecord } from '../people/participant-record.js';
import { AppError } from '@trek/service-kit';
import type { PeopleContext } from '../people/people.context.js';
import { assertHoldsSpot, ownRecord } from '../people/own-record.js';
import { assertCurrentEdition } from '../people/participant-edition.js';

/** Trek years as saved, or (none saved) the participant's own edition: [2027] for a 2027 participant. */
const trekYears = (saved: readonly number[], editionYear: number): number[] => (saved.length > 0 ? [...saved] : [editionYear]);

/** The owner's view: every profile field, WhatsApp status included. */
export function toOwnProfile(record: ParticipantRecord, editionYear: number): ParticipantProfile {
  return participantProfileSchema.parse({
    ...record.profile,
    cohortYears: trekYears(record.profile.cohortYears, editionYear),
    id: record.id,
    userId: record.userId,
    hasJoinedWhatsapp: record.hasJoinedWhatsapp,
    whatsappJoinedAt: record.whatsappJoinedAt?.toISOString() ?? null,
  });
}

type GetOwnProfileDeps = Pick<PeopleContext, 'participants' | 'participantEditions' | 'edition' | 'now' | 'logger'>;

export async function getOwnProfile(domain: GetOwnProfileDeps, userId: string): Promise<ParticipantProfile> {
  const { record, edition } = await ownRecord(domain, userId);
  return toOwnProfile(record, edition.year);
}

type UpdateOwnProfileDeps = Pick<PeopleContext, 'participants' | 'participantEditions' | 'edition' | 'now' | 'logger'>;

/**
 * The profile document is created on first access; a save before any read creates it first. One
 * who transferred their spot away no longer edits it (409).
 */
export async function updateOwnProfile(domain: UpdateOwnProfileDeps, userId: string, update: ParticipantProfileUpdate): Promise<ParticipantProfile> {
  // A past edition's participant still edits their card: it stays in that year's cohort.
  const { record, edition } = await ownRecord(domain, userId);
  assertHoldsSpot(record);
  const updated = await domain.participants.updateProfile(userId, update);
  if (!updated) throw AppError.notFound('Profile not found');
  return toOwnProfile(updated, edition.year);
}

type ConfirmWhatsappJoinedDeps = Pick<PeopleContext, 'participants' | 'participantEditions' | 'edition' | 'now' | 'logger'>;

/** The confirmation is its own insert-only record; the profile is created if this is the first access. */
export async function confirmWhatsappJoined(domain: ConfirmWhatsappJoinedDeps, userId: string): Promise<ParticipantProfile> {
  const { year } = await assertCurrentEdition(domain, userId);
  const { record } = await ownRecord(domain, userId);
  assertHoldsSpot(record);
  const confirmed = await domain.participants.confirmWhatsapp(userId, domain.now());
  return toOwnProfile(confirmed ?? record, year);
}

const present = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);

/** The directory card: parsing with the public schema drops every key it does not list. */
function toPublicProfile(record: ParticipantRecord, editionYear: number): PublicParticipantProfile {
  const { profile } = record;
  const cohortYears = trekYears(profile.cohortYears, editionYear);
  return publicParticipantProfileSchema.parse({
    id: record.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    preferredName: present(profile.preferredName),
    photoUrl: present(profile.photoUrl),
    program: present(profile.program),
    university: present(profile.university),
    countryOfOrigin: present(profile.countryOfOrigin),
    bio: present(profile.bio),
    cohortYear: Math.max(...cohortYears),
    cohortYears,
    socials: {
      linkedin: present(profile.linkedin),
      twitter: present(profile.twitter),
      instagram: present(profile.instagram),
      facebook: present(profile.facebook),
      website: present(profile.website),
    },
  });
}

/**
 * The directory: complete profiles, each under its trek years (none chosen: the participant's own
 * edition). Which cohorts show is the landing page's (year tabs from the edition settings).
 */
export async function listPublicProfiles(domain: Pick<PeopleContext, 'participants' | 'participantEditions'>): Promise<PublicParticipantProfile[]> {
  const records = await domain.participants.listPublicProfiles();
  const unsaved = records.filter((record) => record.profile.cohortYears.length === 0).map((record) => record.userId);
  const years = await domain.participantEditions.yearsOf(unsaved);
  // Every profile is made through the portal, which records the participant's edition first; one without it is not shown under a guessed year.
  return records.flatMap((record) => {
    const year = years.get(record.userId);
    if (record.profile.cohortYears.length === 0 && year === undefined) return [];
    return [toPublicProfile(record, year ?? 0)];
  });
}
