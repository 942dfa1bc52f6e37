import {
  PARTICIPANT_PROFILE_FORM_DEFAULTS,
  participantProfileFieldsSchema,
  type CohortYear,
  type ParticipantProfile,
  type ParticipantProfileUpdateInput,
} from '@trek/contracts';
import type { z } from 'zod';
import { mergeSocials, pickMirroredSocials, type MirroredSocials } from './social-media-storage';

/**
 * The form's checks are the server's (the contract's profile fields), less the two fields the
 * spec's form does not show; the form always holds every other field, so each one is required.
 */
export const profileFormSchema = participantProfileFieldsSchema.omit({ preferredName: true, website: true }).required();

/** The fields the profile tab edits (the spec's form; preferred name and website are not on it). */
export type ProfileFormValues = z.input<typeof profileFormSchema>;

// The contract's starting values, less the two fields this form does not show.
const { preferredName: _preferredName, website: _website, ...formDefaults } = PARTICIPANT_PROFILE_FORM_DEFAULTS;
export const EMPTY_PROFILE_FORM: ProfileFormValues = formDefaults;

/** The server's profile in the form, with the browser's social handles filling its blanks. */
export function toFormValues(profile: ParticipantProfile, storedSocials: MirroredSocials): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    program: profile.program,
    university: profile.university,
    countryOfOrigin: profile.countryOfOrigin,
    bio: profile.bio,
    photoUrl: profile.photoUrl,
    linkedin: profile.linkedin,
    ...mergeSocials(pickMirroredSocials(profile), storedSocials),
    cohortYears: [...profile.cohortYears].sort((a, b) => a - b),
  };
}

/**
 * The PUT body: spec 7 sends the country as `nationality`. The spec's client leaves the other
 * socials out; the server stores them, so they are sent too rather than living only in one browser.
 */
export function toProfileUpdate({ countryOfOrigin, ...values }: ProfileFormValues): ParticipantProfileUpdateInput {
  return { ...values, nationality: countryOfOrigin };
}

/** Trek Years checkboxes: the chosen years, sorted (spec 4). */
export const sortedYears = (years: readonly CohortYear[]): CohortYear[] => [...new Set(years)].sort((a, b) => a - b);

/** The preview shows the first 180 characters of a longer bio, then '...' (spec 2, 9). */
export const PREVIEW_BIO_MAX_CHARS = 180;
export const cutPreviewBio = (bio: string): string => (bio.length > PREVIEW_BIO_MAX_CHARS ? `${bio.slice(0, PREVIEW_BIO_MAX_CHARS)}...` : bio);
