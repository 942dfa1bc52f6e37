import type admin from './locales/en/admin.json';
import type adminApplications from './locales/en/adminApplications.json';
import type adminContent from './locales/en/adminContent.json';
import type apply from './locales/en/apply.json';
import auth from './locales/en/auth.json' with { type: 'json' };
import common from './locales/en/common.json' with { type: 'json' };
import type dashboard from './locales/en/dashboard.json';
import landing from './locales/en/landing.json' with { type: 'json' };
import type landingDebug from './locales/en/landingDebug.json';
import landingSections from './locales/en/landingSections.json' with { type: 'json' };
import type participant from './locales/en/participant.json';
import type privacy from './locales/en/privacy.json';
import type uploads from './locales/en/uploads.json';
import type participantProfile from './locales/en/participantProfile.json';
import type participantLogistics from './locales/en/participantLogistics.json';
import type participantUpdates from './locales/en/participantUpdates.json';
import type participantTransfer from './locales/en/participantTransfer.json';
import type adminParticipants from './locales/en/adminParticipants.json';
import type adminLogistics from './locales/en/adminLogistics.json';
import type rooms from './locales/en/rooms.json';
import type adminAnnouncements from './locales/en/adminAnnouncements.json';
import type adminAuthSpots from './locales/en/adminAuthSpots.json';
import type adminMyProfile from './locales/en/adminMyProfile.json';
import type tripCard from './locales/en/tripCard.json';
import type adminPayments from './locales/en/adminPayments.json';
import type participantPayments from './locales/en/participantPayments.json';
import type offer from './locales/en/offer.json';
import type adminAdmissions from './locales/en/adminAdmissions.json';
import type { ContractMessagesNamespace } from './contract-messages';

/** Every namespace, one per feature; the English files define the keys all languages share. */
export interface TranslationResources {
  common: typeof common;
  auth: typeof auth;
  landing: typeof landing;
  landingSections: typeof landingSections;
  landingDebug: typeof landingDebug;
  privacy: typeof privacy;
  dashboard: typeof dashboard;
  admin: typeof admin;
  adminApplications: typeof adminApplications;
  adminContent: typeof adminContent;
  participant: typeof participant;
  uploads: typeof uploads;
  apply: typeof apply;
  participantProfile: typeof participantProfile;
  participantLogistics: typeof participantLogistics;
  participantUpdates: typeof participantUpdates;
  participantTransfer: typeof participantTransfer;
  adminParticipants: typeof adminParticipants;
  adminLogistics: typeof adminLogistics;
  rooms: typeof rooms;
  adminAnnouncements: typeof adminAnnouncements;
  adminAuthSpots: typeof adminAuthSpots;
  adminMyProfile: typeof adminMyProfile;
  tripCard: typeof tripCard;
  adminPayments: typeof adminPayments;
  participantPayments: typeof participantPayments;
  offer: typeof offer;
  adminAdmissions: typeof adminAdmissions;
  /** The contracts' validation and server messages, by key (see `use-contract-message.ts`). */
  contractMessages: ContractMessagesNamespace;
}

export type Namespace = keyof TranslationResources;

export const defaultNamespace = 'common';

/**
 * The landing page's copy ships with the main bundle, so it renders translated at once. The
 * dashboards' and developer pages' namespaces load with those pages, from `lazy-resources.ts`;
 * the privacy page's from `privacy-resources.ts`; `contractMessages` with the code that shows
 * them (`use-contract-message.ts`).
 */
export const bundledResources = {
  en: { common, auth, landing, landingSections },
} satisfies Record<string, Partial<TranslationResources>>;

