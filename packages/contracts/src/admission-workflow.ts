import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use.js';

/** `confirmed` and `declined` are the applicant's answer to an offer (a deadline passed counts as declined). */
export const APPLICATION_STATUSES = ['submitted', 'under_review', 'accepted', 'waitlisted', 'rejected', 'confirmed', 'declined'] as const;
export const applicationStatusSchema = builtOnFirstUse(() =>
  z.enum(APPLICATION_STATUSES, 'Status must be submitted, under_review, accepted, waitlisted, rejected, confirmed or declined'),
);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

/**
 * The moves an application's status may make. Organizers decide (accept, waitlist, reject, take a
 * rejected one back into review, cancel a confirmed spot); only the applicant's answer to an offer
 * (or its deadline passing) makes it `confirmed` or `declined`. Anything else is refused.
 */
export const STATUS_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ['under_review', 'accepted', 'waitlisted', 'rejected'],
  under_review: ['accepted', 'waitlisted', 'rejected'],
  // Before the applicant answers, organizers may still change their mind.
  accepted: ['waitlisted', 'rejected', 'confirmed', 'declined'],
  waitlisted: ['accepted', 'rejected'],
  rejected: ['under_review'],
  // A cancellation: the spot frees and goes to the waitlist.
  confirmed: ['declined'],
  declined: [],
};

/** The moves only an offer's answer makes, never an organizer's status change. */
const OFFER_ANSWERS: readonly ApplicationStatus[] = ['confirmed'];

export type StatusActor = 'organizer' | 'offer';

export function canMoveStatus(from: ApplicationStatus, to: ApplicationStatus, actor: StatusActor): boolean {
  if (!STATUS_TRANSITIONS[from].includes(to)) return false;
  return actor === 'offer' || !OFFER_ANSWERS.includes(to);
}

/** The statuses an organizer can choose from a given one (the status form's choices). */
export const organizerMovesFrom = (from: ApplicationStatus): ApplicationStatus[] =>
  STATUS_TRANSITIONS[from].filter((to) => canMoveStatus(from, to, 'organizer'));

/** A decision organizers draft and later release. */
export const DECISIONS = ['accepted', 'waitlisted', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

/** A decision is released once the application carries it (or moved on from it). */
export const hasReleasedDecision = (status: ApplicationStatus): boolean => status !== 'submitted' && status !== 'under_review';

export const OFFER_STATES = ['open', 'confirmed', 'declined', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** An offer's state: its answer, else expired once its deadline has passed, else open. */
export const offerStateOf = (offer: { answer: Exclude<OfferState, 'open'> | null; expiresAt: Date }, now: Date): OfferState =>
  offer.answer ?? (offer.expiresAt <= now ? 'expired' : 'open');

/** What organizers see of an application's offer in the list and the detail; null before one is made. */
export const applicationOfferSchema = builtOnFirstUse(() =>
  z
    .object({
      state: z.enum(OFFER_STATES),
      expiresAt: z.string(),
      answeredAt: z.string().nullable(),
    })
    .nullable(),
);
export type ApplicationOffer = z.infer<typeof applicationOfferSchema>;
