import {
  DEFAULT_COHORT_YEARS,
  participantProfileSchema,
  publicParticipantProfileSchema,
  type ParticipantProfile,
  type ParticipantProfileUpdate,
  type PublicParticipantProfile,
} from '@trek/contracts';
import type { ParticipantRecord } from '../data-access/participant.repository.js';
import { AppError } from '@trek/service-kit';
import type { ParticipantDomain } from './participant-context.js';

/** The owner's view: every profile field, WhatsApp status included. */
export function toOwnProfile(record: ParticipantRecord): ParticipantProfile {
  return participantProfileSchema.parse({
    ...record.profile,
    id: record.id,
    userId: record.userId,
    hasJoinedWhatsapp: record.hasJoinedWhatsapp,
    whatsappJoinedAt: record.whatsappJoinedAt?.toISOString() ?? null,
  });
}

export async function getOwnProfile(domain: ParticipantDomain, userId: string): Promise<ParticipantProfile> {
  return toOwnProfile(await domain.participants.findOrCreate(userId, domain.now()));
}

/** The profile document is created on first access; a save before any read creates it first. */
export async function updateOwnProfile(domain: ParticipantDomain, userId: string, update: ParticipantProfileUpdate): Promise<ParticipantProfile> {
  let updated = await domain.participants.updateProfile(userId, update);
  if (!updated) {
    await domain.participants.findOrCreate(userId, domain.now());
    updated = await domain.participants.updateProfile(userId, update);
  }
  if (!updated) throw AppError.notFound('Profile not found');
  return toOwnProfile(updated);
}

/** The confirmation is its own insert-only record; the profile is created if this is the first access. */
export async function confirmWhatsappJoined(domain: ParticipantDomain, userId: string): Promise<ParticipantProfile> {
  const confirmed = await domain.participants.confirmWhatsapp(userId, domain.now());
  return toOwnProfile(confirmed ?? (await domain.participants.findOrCreate(userId, domain.now())));
}

const present = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);

/** The directory card: parsing with the public schema drops every key it does not list. */
function toPublicProfile(record: ParticipantRecord): PublicParticipantProfile {
  const { profile } = record;
  const cohortYears = profile.cohortYears.length > 0 ? profile.cohortYears : [...DEFAULT_COHORT_YEARS];
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

export async function listPublicProfiles(domain: ParticipantDomain): Promise<PublicParticipantProfile[]> {
  return (await domain.participants.listPublicProfiles()).map(toPublicProfile);
}
