import admin from './locales/en/admin.json' with { type: 'json' };
import adminApplications from './locales/en/adminApplications.json' with { type: 'json' };
import adminContent from './locales/en/adminContent.json' with { type: 'json' };
import apply from './locales/en/apply.json' with { type: 'json' };
import dashboard from './locales/en/dashboard.json' with { type: 'json' };
import landingDebug from './locales/en/landingDebug.json' with { type: 'json' };
import participant from './locales/en/participant.json' with { type: 'json' };
import type { TranslationResources } from './resources';
import uploads from './locales/en/uploads.json' with { type: 'json' };
import participantProfile from './locales/en/participantProfile.json' with { type: 'json' };
import participantLogistics from './locales/en/participantLogistics.json' with { type: 'json' };
import participantUpdates from './locales/en/participantUpdates.json' with { type: 'json' };
import participantTransfer from './locales/en/participantTransfer.json' with { type: 'json' };
import adminParticipants from './locales/en/adminParticipants.json' with { type: 'json' };
import adminLogistics from './locales/en/adminLogistics.json' with { type: 'json' };
import rooms from './locales/en/rooms.json' with { type: 'json' };
import adminAnnouncements from './locales/en/adminAnnouncements.json' with { type: 'json' };
import adminAuthSpots from './locales/en/adminAuthSpots.json' with { type: 'json' };
import adminMyProfile from './locales/en/adminMyProfile.json' with { type: 'json' };
import tripCard from './locales/en/tripCard.json' with { type: 'json' };
import adminPayments from './locales/en/adminPayments.json' with { type: 'json' };
import participantPayments from './locales/en/participantPayments.json' with { type: 'json' };
import offer from './locales/en/offer.json' with { type: 'json' };
import adminAdmissions from './locales/en/adminAdmissions.json' with { type: 'json' };

/** The copy of the lazily loaded pages (dashboards, application wizard, developer pages): one chunk, imported only by `lazy-namespace-backend.ts`. */
export const lazyResources = {
  en: { dashboard, landingDebug, admin, adminApplications, adminContent, participant, apply, uploads, participantProfile, participantLogistics, participantUpdates, participantTransfer, adminParticipants, adminLogistics, rooms, adminAnnouncements, adminAuthSpots, adminMyProfile, tripCard, adminPayments, participantPayments, offer, adminAdmissions },
} satisfies Record<string, Partial<TranslationResources>>;
