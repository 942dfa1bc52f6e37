import { Readable } from 'node:stream';
import { APPLICATION_STATUS_LABELS, COMMITMENT_LABELS, referralLabel, type PublicEdition } from '@trek/contracts';
import { csvHeader, csvLines, type CsvColumn } from '@trek/service-kit';
import type { ApplicationFilter, ApplicationRepository, ApplicationRow } from '../data-access/application.repository.js';
import type { ParticipantAccountLinkRepository } from '../data-access/participant-account-link.repository.js';
import { withIdentityShown } from './reviews/blind-review.js';

/** What the export reads: the matching applications and the participant accounts made from them. */
export interface ExportSources {
  applications: Pick<ApplicationRepository, 'stream'>;
  accountLinks: Pick<ParticipantAccountLinkRepository, 'all'>;
}

type ExportRow = ApplicationRow & { accountId: string | null };

const COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Reference', value: (a) => a.ref },
  { header: 'Submitted', value: (a) => a.submittedAt.toISOString() },
  { header: 'Status', value: (a) => APPLICATION_STATUS_LABELS[a.status] },
  { header: 'First and middle names', value: (a) => a.firstNames },
  { header: 'Last name', value: (a) => a.lastName },
  { header: 'University email', value: (a) => a.universityEmail },
  { header: 'Phone', value: (a) => a.phone },
  { header: 'Affiliation', value: (a) => a.affiliation },
  { header: 'Why interested', value: (a) => a.interest250 },
  { header: 'Goals', value: (a) => a.goals250 },
  { header: 'Favorite Mexican food', value: (a) => a.favoriteFood },
  { header: 'Passport valid', value: (a) => a.passportValid },
  { header: 'Passport country', value: (a) => a.passportCountry },
  { header: 'Commitment', value: (a) => COMMITMENT_LABELS[a.commitment] },
  { header: 'Significant other', value: (a) => a.significantOther },
  { header: 'Referral', value: (a) => (a.referral ? referralLabel(a.referral) : '') },
  { header: 'Comments', value: (a) => a.comments ?? '' },
  { header: 'Participant account', value: (a) => a.accountId ?? '' },
];

export function exportFileName(filter: ApplicationFilter): string {
  return `applications-${filter.year}${filter.status ? `-${filter.status}` : ''}.csv`;
}

/**
 * Rows per piece of the answer: a few dozen writes for a large export rather than one per row,
 * with the event loop free between pieces.
 */
const ROWS_PER_PIECE = 500;

/** The CSV of every application matching the filter, newest first, streamed in pieces of rows; blind review blanks who applied. */
export function exportApplications(domain: ExportSources, filter: ApplicationFilter, edition?: Pick<PublicEdition, 'admissions'>): Readable {
  return Readable.from(
    (async function* () {
      const accounts = await domain.accountLinks.all();
      yield csvHeader(COLUMNS);
      let rows: ExportRow[] = [];
      for await (const application of domain.applications.stream(filter)) {
        const shown = edition ? withIdentityShown(edition, application) : application;
        rows.push({ ...shown, accountId: accounts.get(application.id) ?? null });
        if (rows.length === ROWS_PER_PIECE) {
          yield csvLines(COLUMNS, rows);
          rows = [];
        }
      }
      if (rows.length > 0) yield csvLines(COLUMNS, rows);
    })(),
    { objectMode: false },
  );
}
