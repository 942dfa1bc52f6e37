import type admin from './locales/en/admin.json';
import type adminApplications from './locales/en/adminApplications.json';
import type adminContent from './locales/en/adminContent.json';
import type apply from './locales/en/apply.json';
import auth from './locales/en/auth.json' with { type: 'json' };
import common from './locales/en/common.json' with { type: 'json' };
import type dashboard from './locales/en/dashboard.json';
import landing from './locales/en/landing.json' with { type: 'json' };
import landingDebug from './locales/en/landingDebug.json' with { type: 'json' };
import landingSections from './locales/en/landingSections.json' with { type: 'json' };
import type participant from './locales/en/participant.json';
import privacy from './locales/en/privacy.json' with { type: 'json' };
import type uploads from './locales/en/uploads.json';
import type participantProfile from './locales/en/participantProfile.json';
import type participantLogistics from './locales/en/participantLogistics.json';
import type participantUpdates from './locales/en/participantUpdates.json';
import type participantTransfer from './locales/en/participantTransfer.json';
import type adminParticipants from './locales/en/adminParticipants.json';
import type adminLogistics from './locales/en/adminLogistics.json';
import type adminAnnouncements from './locales/en/adminAnnouncements.json';
import type adminAuthSpots from './locales/en/adminAuthSpots.json';
import type adminMyProfile from './locales/en/adminMyProfile.json';
import { englishContractMessages, type ContractMessagesNamespace } from './contract-messages';

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
  adminAnnouncements: typeof adminAnnouncements;
  adminAuthSpots: typeof adminAuthSpots;
  adminMyProfile: typeof adminMyProfile;
  /** The contracts' validation and server messages, by key (see `use-contract-message.ts`). */
  contractMessages: ContractMessagesNamespace;
}

export type Namespace = keyof TranslationResources;

export const defaultNamespace = 'common';

/**
 * The public pages' copy ships with the main bundle, so the landing page renders translated at
 * once. The dashboards' namespaces (dashboard, admin, participant) load with the dashboards,
 * from `lazy-resources.ts`.
 */
export const bundledResources = {
  en: { common, auth, landing, landingSections, landingDebug, privacy, contractMessages: englishContractMessages() },
} satisfies Record<string, Partial<TranslationResources>>;

