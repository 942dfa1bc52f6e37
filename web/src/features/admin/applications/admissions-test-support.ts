import { admissionsBoardSchema, type AdmissionsBoard, type ApplicationDetail, type ApplicationStatus } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson } from '../../../test/api-server';
import { admissionsPaths } from './api/admissions-api';

/** An edition before any decision: 75 seats free, no drafts, nobody waitlisted. */
export const quietBoard: AdmissionsBoard = {
  waitlist: [],
  drafts: { accepted: 0, waitlisted: 0, rejected: 0 },
  capacity: { totalSpots: 75, confirmed: 0, openOffers: 0, free: 75 },
};

/** Answers the Applications tab's admissions board as the applications service does. */
export function answerAdmissionsBoard(board: AdmissionsBoard = quietBoard): void {
  answer(http.get(admissionsPaths.board, () => contractJson(admissionsBoardSchema, board)));
}

export const APPLICATION_ID = '65a1b2c3d4e5f60718293a4b';

/** One application as the detail answers it, in `status`. */
export function applicationDetail(status: ApplicationStatus, overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: APPLICATION_ID,
    ref: 'MT26-ABCD-EFGH',
    year: 2026,
    status,
    submittedAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    firstNames: 'María José',
    lastName: 'García',
    universityEmail: 'maria@stanford.edu',
    phone: '+1 650 555 0100',
    affiliation: 'MBA 2026, Stanford GSB',
    interest250: 'I want to understand Mexican business.',
    goals250: 'Build companies between Mexico and the US.',
    favoriteFood: 'Tacos al pastor',
    passportValid: 'YES',
    passportCountry: 'Mexico',
    commitment: 'COMMITTED',
    significantOther: 'NO',
    comments: '',
    referral: 'team-Ana López',
    statusHistory: [{ status: 'submitted', note: null, by: null, byName: null, at: '2026-01-10T12:00:00.000Z' }],
    participantAccountId: null,
    emails: [{ kind: 'application-confirmation', jobId: 'application-confirmation-MT26-ABCD-EFGH', state: 'queued', queuedAt: '2026-01-10T12:00:01.000Z' }],
    blinded: false,
    reviews: [],
    review: { count: 0, mean: null, spread: null, reviewedByMe: false },
    draftDecision: null,
    offer: null,
    ...overrides,
  };
}
