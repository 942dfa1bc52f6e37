import { admissionsBoardSchema, type AdmissionsBoard } from '@trek/contracts';
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
