import type { Namespace, TranslationResources } from './resources';

type SpanishLoaders = { [N in Namespace]: () => Promise<{ default: TranslationResources[N] }> };

/**
 * The Spanish copy, one chunk per namespace, loaded only when the language is Spanish: an English
 * visitor downloads none of it. Typed by the English files, so a namespace without its Spanish
 * file, or a Spanish file missing a key, does not compile (the parity test also checks the other way).
 */
export const spanishNamespaces: SpanishLoaders = {
  common: () => import('./locales/es/common.json', { with: { type: 'json' } }),
  auth: () => import('./locales/es/auth.json', { with: { type: 'json' } }),
  landing: () => import('./locales/es/landing.json', { with: { type: 'json' } }),
  landingSections: () => import('./locales/es/landingSections.json', { with: { type: 'json' } }),
  landingDebug: () => import('./locales/es/landingDebug.json', { with: { type: 'json' } }),
  privacy: () => import('./locales/es/privacy.json', { with: { type: 'json' } }),
  dashboard: () => import('./locales/es/dashboard.json', { with: { type: 'json' } }),
  admin: () => import('./locales/es/admin.json', { with: { type: 'json' } }),
  adminApplications: () => import('./locales/es/adminApplications.json', { with: { type: 'json' } }),
  adminContent: () => import('./locales/es/adminContent.json', { with: { type: 'json' } }),
  participant: () => import('./locales/es/participant.json', { with: { type: 'json' } }),
  uploads: () => import('./locales/es/uploads.json', { with: { type: 'json' } }),
  apply: () => import('./locales/es/apply.json', { with: { type: 'json' } }),
  participantProfile: () => import('./locales/es/participantProfile.json', { with: { type: 'json' } }),
  participantLogistics: () => import('./locales/es/participantLogistics.json', { with: { type: 'json' } }),
  participantUpdates: () => import('./locales/es/participantUpdates.json', { with: { type: 'json' } }),
  participantTransfer: () => import('./locales/es/participantTransfer.json', { with: { type: 'json' } }),
  adminParticipants: () => import('./locales/es/adminParticipants.json', { with: { type: 'json' } }),
  adminLogistics: () => import('./locales/es/adminLogistics.json', { with: { type: 'json' } }),
  rooms: () => import('./locales/es/rooms.json', { with: { type: 'json' } }),
  adminAnnouncements: () => import('./locales/es/adminAnnouncements.json', { with: { type: 'json' } }),
  adminAuthSpots: () => import('./locales/es/adminAuthSpots.json', { with: { type: 'json' } }),
  adminMyProfile: () => import('./locales/es/adminMyProfile.json', { with: { type: 'json' } }),
  tripCard: () => import('./locales/es/tripCard.json', { with: { type: 'json' } }),
  adminPayments: () => import('./locales/es/adminPayments.json', { with: { type: 'json' } }),
  participantPayments: () => import('./locales/es/participantPayments.json', { with: { type: 'json' } }),
  offer: () => import('./locales/es/offer.json', { with: { type: 'json' } }),
  adminAdmissions: () => import('./locales/es/adminAdmissions.json', { with: { type: 'json' } }),
  contractMessages: () => import('./locales/es/contractMessages.json', { with: { type: 'json' } }),
};

export const isNamespace = (name: string): name is Namespace => Object.hasOwn(spanishNamespaces, name);
