import { countdown, OVERVIEW_MISSING_SHOWN, type AdminOverview } from '@trek/contracts';
import { overviewDates } from '../people/edition-dates.js';
import { participantsWithAccounts } from '../people/participant-accounts.js';
import type { OverviewContext } from './overview.context.js';
import { nameOf, statusOf } from '../people/participant-status.js';

type ReadOverviewDeps = Pick<
  OverviewContext,
  'participants' | 'participantEditions' | 'pastEditions' | 'updates' | 'authAccounts' | 'edition' | 'transferDeadlineOverride' | 'now' | 'logger'
>;

/** The Overview tab's participant figures: the current edition's people (erased ones left out) and its dates. */
export async function readOverview(domain: ReadOverviewDeps, organizerToken: string): Promise<AdminOverview> {
  const [{ year, ...dates }, unread] = await Promise.all([overviewDates(domain), domain.updates.unreadFeedback(organizerToken)]);
  // Who gave their spot away is no longer on the trek: the figures and "what is missing" are the holders'.
  const people = (await participantsWithAccounts(domain, organizerToken, { year, currentYear: year })).filter(({ record }) => !record?.clearedAt);
  const statuses = people.map(({ account, record }) => ({ account, record, status: statusOf(record) }));
  const count = (done: (status: ReturnType<typeof statusOf>) => boolean) => statuses.filter(({ status }) => done(status)).length;
  const missing = statuses
    .filter(({ status }) => status.missing.length > 0)
    .sort((a, b) => b.status.missing.length - a.status.missing.length)
    .map(({ account, record, status }) => ({ userId: account.id, name: nameOf(record) || account.fullName, email: account.email, missing: status.missing }));
  const now = domain.now();
  return {
    participants: {
      totalAccounts: people.length,
      profileComplete: count((status) => status.profile.percent === 100),
      logisticsSubmitted: count((status) => status.logisticsStatus === 'SUBMITTED'),
      whatsappJoined: count((status) => status.hasJoinedWhatsapp),
      fullySetUp: count((status) => status.missing.length === 0),
    },
    missing: { people: missing.slice(0, OVERVIEW_MISSING_SHOWN), total: missing.length },
    feedback: { unread },
    transferDeadline: countdown(dates.transferDeadline, now),
    trekStart: countdown(dates.trekStart, now),
  };
}
