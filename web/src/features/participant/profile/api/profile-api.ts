import {
  participantProfileSchema,
  type ParticipantProfile,
  type ParticipantProfileUpdateInput,
} from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const profilePaths = {
  profile: '/api/participant/profile',
  whatsapp: '/api/participant/whatsapp',
} as const;

export async function fetchOwnProfile(): Promise<ParticipantProfile> {
  return participantProfileSchema.parse(await apiRequest('GET', profilePaths.profile));
}

export async function saveOwnProfile(update: ParticipantProfileUpdateInput): Promise<ParticipantProfile> {
  return participantProfileSchema.parse(await apiRequest('PUT', profilePaths.profile, update));
}

/** Confirming is one-way (the contracts accept only `joined: true`); the server answers the profile. */
export async function confirmWhatsappJoined(): Promise<ParticipantProfile> {
  return participantProfileSchema.parse(await apiRequest('PUT', profilePaths.whatsapp, { joined: true }));
}
