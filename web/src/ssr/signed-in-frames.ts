import { paths } from '../config/paths';
import type { AdminTabId } from '../features/admin/admin-tab-ids';
import type { Language } from '../i18n/language';
import type { SignedInArea } from '../lib/signed-in-area';

/** What a dashboard's frame lists for the boot script to fetch after the first paint. */
export interface DashboardFrame {
  area: SignedInArea;
  /** The dashboard's page (a key of Vite's build manifest): its stylesheets are linked in the frame's head. */
  pageModule: string;
  /** What the page waits for on every visit, which the frame does not show: the boot script fetches their scripts and stylesheets after the first paint. */
  waitedFor: (language: Language) => string[];
  /** Each tab's module, by the name the URL gives the tab (`?tab=`). */
  tabModules?: Readonly<Record<string, string>>;
}

/** The account's read: a chunk of its own, loaded once a token is stored. */
const CURRENT_USER_MODULE = 'src/features/auth/api/current-user-api.ts';
/** The toasts and dialogs, which a dashboard waits for before it renders (routes.tsx). */
const OVERLAYS_MODULE = 'src/app/AppOverlays.tsx';
/** The English copy of the namespaces loaded on first use; Spanish comes in a chunk per namespace. */
const ENGLISH_LAZY_COPY_MODULE = 'src/i18n/lazy-resources.ts';
/** The public edition's schema, which the admin sidebar's title parses. */
const EDITION_SCHEMA_MODULE = 'src/features/edition/api/public-edition-schema.ts';

const everyDashboardWaitsFor = (language: Language) => [CURRENT_USER_MODULE, OVERLAYS_MODULE, ...(language === 'en' ? [ENGLISH_LAZY_COPY_MODULE] : [])];

/** Each admin tab's code (admin-tabs.ts imports the same modules). */
const ADMIN_TAB_MODULES: Readonly<Record<AdminTabId, string>> = {
  overview: 'src/features/admin/overview/OverviewTab.tsx',
  applications: 'src/features/admin/applications/ApplicationsTab.tsx',
  content: 'src/features/admin/content/ContentTab.tsx',
  speakers: 'src/features/admin/speakers/SpeakersTab.tsx',
  participants: 'src/features/admin/participants/ParticipantsTab.tsx',
  logistics: 'src/features/admin/logistics/LogisticsTab.tsx',
  announcements: 'src/features/admin/announcements/AnnouncementsTab.tsx',
  'auth-spots': 'src/features/admin/auth-spots/AuthSpotsTab.tsx',
  payments: 'src/features/admin/payments/PaymentsTab.tsx',
  'my-profile': 'src/features/admin/my-profile/MyProfileTab.tsx',
};

const adminFrame: DashboardFrame = {
  area: 'admin',
  pageModule: 'src/pages/AdminDashboardPage.tsx',
  waitedFor: (language) => [...everyDashboardWaitsFor(language), EDITION_SCHEMA_MODULE],
  tabModules: ADMIN_TAB_MODULES,
};

/**
 * The portal lists no tab: its tab's code fetched beside the rest shares a phone's link with what
 * the shell above the tabs waits for (see docs/performance.md).
 */
const participantFrame: DashboardFrame = {
  area: 'participant',
  pageModule: 'src/pages/ParticipantDashboardPage.tsx',
  waitedFor: everyDashboardWaitsFor,
};

/**
 * The dashboards, by route path: sent as their frame (no account, no data: the token is on the
 * device, not in the request), with the code the browser fetches once it has painted.
 */
export const SIGNED_IN_FRAMES: Readonly<Record<string, DashboardFrame>> = {
  [paths.adminDashboard]: adminFrame,
  [paths.adminSidebar]: adminFrame,
  [paths.participantDashboard]: participantFrame,
};
