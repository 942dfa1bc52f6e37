import { APPLICATION_STATUSES, canMoveStatus, hasReleasedDecision, offerStateOf, organizerMovesFrom, STATUS_TRANSITIONS } from './admission-workflow.js';

describe('the application status workflow', () => {
  it('lists the moves of every status, and never a move to the same status', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(STATUS_TRANSITIONS[status]).toBeDefined();
      expect(STATUS_TRANSITIONS[status]).not.toContain(status);
    }
  });

  it('lets organizers decide on a new or reviewed application', () => {
    for (const to of ['accepted', 'waitlisted', 'rejected'] as const) {
      expect(canMoveStatus('submitted', to, 'organizer')).toBe(true);
      expect(canMoveStatus('under_review', to, 'organizer')).toBe(true);
    }
  });

  it('when an organizer tries to confirm for the applicant, then it is refused; the offer may', () => {
    expect(canMoveStatus('accepted', 'confirmed', 'organizer')).toBe(false);
    expect(canMoveStatus('accepted', 'confirmed', 'offer')).toBe(true);
    expect(organizerMovesFrom('accepted')).toEqual(['waitlisted', 'rejected', 'declined']);
  });

  it('refuses jumps that make no sense', () => {
    expect(canMoveStatus('rejected', 'accepted', 'organizer')).toBe(false);
    expect(canMoveStatus('submitted', 'confirmed', 'offer')).toBe(false);
    expect(canMoveStatus('declined', 'accepted', 'organizer')).toBe(false);
    expect(canMoveStatus('waitlisted', 'confirmed', 'offer')).toBe(false);
    expect(organizerMovesFrom('declined')).toEqual([]);
  });

  it('lets a waitlisted applicant be accepted, a rejected one be reviewed again and a confirmed spot be cancelled', () => {
    expect(canMoveStatus('waitlisted', 'accepted', 'organizer')).toBe(true);
    expect(canMoveStatus('rejected', 'under_review', 'organizer')).toBe(true);
    expect(canMoveStatus('confirmed', 'declined', 'organizer')).toBe(true);
  });

  it('counts a decision as released once the status carries one', () => {
    expect(hasReleasedDecision('submitted')).toBe(false);
    expect(hasReleasedDecision('under_review')).toBe(false);
    expect(hasReleasedDecision('waitlisted')).toBe(true);
  });
});

describe('an offer’s state', () => {
  const now = new Date('2026-01-10T12:00:00.000Z');
  it('is open until its deadline, expired after it, and its answer once answered', () => {
    expect(offerStateOf({ answer: null, expiresAt: new Date('2026-01-10T12:00:01.000Z') }, now)).toBe('open');
    expect(offerStateOf({ answer: null, expiresAt: now }, now)).toBe('expired');
    expect(offerStateOf({ answer: 'declined', expiresAt: new Date('2026-02-01T00:00:00.000Z') }, now)).toBe('declined');
    expect(offerStateOf({ answer: 'confirmed', expiresAt: new Date('2026-01-01T00:00:00.000Z') }, now)).toBe('confirmed');
  });
});
