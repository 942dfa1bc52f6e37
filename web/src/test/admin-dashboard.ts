import {
  APPLICATION_STATUSES,
  adminContentItemSchemas,
  accountListSchema,
  adminOverviewSchema,
  admissionsFunnelSchema,
  applicationStatsSchema,
  auditListSchema,
  emailLogPageSchema,
  paymentsSummarySchema,
  setupRemindersViewSchema,
  type AdminOverview,
} from '@trek/contracts';
import { http } from 'msw';
import { z } from 'zod';
import { applicationsPaths } from '../features/admin/applications/api/applications-api';
import { authSpotsPaths } from '../features/admin/auth-spots/api/auth-spots-api';
import { setupRemindersPaths } from '../features/admin/overview/api/setup-reminders-api';
import { activityLogPath } from '../features/admin/overview/queries/activity-log-queries';
import { emailLogPath } from '../features/admin/overview/queries/email-log-queries';
import { funnelPaths } from '../features/admin/overview/queries/funnel-queries';
import { adminOverviewPath } from '../features/admin/overview/queries/overview-queries';
import { answer, contractJson } from './api-server';
import { organizer } from './fixtures';

/**
 * Answers what the admin dashboard reads whatever tab is open: the Content tab's Team list, which
 * the dashboard prefetches in the background (empty unless the test answers it).
 */
export function answerAdminDashboardReads(): void {
  answer(http.get('/api/admin/content/team', () => contractJson(z.array(adminContentItemSchemas.team), [])));
}

/** The participant service's figures before anyone has an account: nothing to do, deadlines ahead. */
const quietOverview: AdminOverview = {
  participants: { totalAccounts: 0, profileComplete: 0, logisticsSubmitted: 0, whatsappJoined: 0, fullySetUp: 0 },
  missing: { people: [], total: 0 },
  feedback: { unread: 0 },
  transferDeadline: { at: '2999-02-01T23:59:59.999Z', daysLeft: 30, passed: false },
  trekStart: { at: '2999-03-15T00:00:00.000Z', daysLeft: 72, passed: false },
};

/**
 * Answers every read of the Overview tab, as the services answer on a quiet day: the participant
 * figures (`figures`, by default `quietOverview`), no reminders scheduled, no applications (an
 * empty funnel, no spots), no emails, no organizer changes, and the signed-in organizer as the only organizer.
 */
export function answerOverviewReads(figures: () => Response = () => contractJson(adminOverviewSchema, quietOverview)): void {
  answer(
    http.get(adminOverviewPath, figures),
    http.get(setupRemindersPaths.schedule, () => contractJson(setupRemindersViewSchema, { reminders: [], isDefault: true })),
    http.get(applicationsPaths.stats, () =>
      contractJson(applicationStatsSchema, { total: 0, byStatus: Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<(typeof APPLICATION_STATUSES)[number], number> }),
    ),
    http.get(funnelPaths.admissions, () =>
      contractJson(admissionsFunnelSchema, { year: 2026, applications: 0, reviewed: 0, accepted: 0, offersOut: 0, confirmed: 0, declined: 0, waitlisted: 0 }),
    ),
    http.get(funnelPaths.payments, () => contractJson(paymentsSummarySchema, { year: 2026, spots: 0, subsidizedSpots: 50, subsidiesLeft: 50, depositsOutstanding: 0, outstandingUsd: 0, releasedPaidUsd: 0 })),
    http.get(emailLogPath, () => contractJson(emailLogPageSchema, { entries: [], total: 0, page: 1, pageSize: 20 })),
    http.get(activityLogPath('participants'), () => contractJson(auditListSchema, { events: [], total: 0, page: 1, pageSize: 10 })),
    // The activity feed names organizers from auth's organizer list; other account reads are the test's.
    http.get(authSpotsPaths.accounts, ({ request }) =>
      new URL(request.url).searchParams.get('role') !== 'ORGANIZER'
        ? undefined
        : contractJson(accountListSchema, {
            accounts: [{ ...organizer, disabled: false, passwordSet: true, createdAt: '2026-01-01T00:00:00.000Z', lastSignInAt: null }],
            total: 1,
            page: 1,
            pageSize: 100,
          }),
    ),
  );
}
