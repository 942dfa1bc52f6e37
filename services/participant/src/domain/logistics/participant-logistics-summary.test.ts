import { participantRecord } from '../people/participant-record.fixture.js';
import { toLogisticsSummary } from './participant-logistics-summary.js';

describe('toLogisticsSummary', () => {
  it('is not started and empty for a participant who has no record yet', () => {
    expect(toLogisticsSummary(null)).toEqual({
      status: 'NOT_STARTED',
      submittedAt: null,
      updatedAt: null,
      legalName: null,
      schoolAffiliation: null,
      roommatePreference: null,
      roommateNameOrNA: null,
      dietaryPreferences: [],
      day0Decision: null,
      day0Locked: false,
      day2Preference: null,
    });
  });

  it("shows the participant's choices and leaves their passport data and date of birth out", () => {
    const record = participantRecord('u', {
      logistics: {
        status: 'SUBMITTED',
        submittedAt: new Date('2026-01-12T09:30:00.000Z'),
        legalName: 'Ana López',
        passportNationality: 'Mexico',
        passportNumber: 'G12345678',
        dateOfBirth: '1996-02-29',
        roommatePreference: 'PAIR_SPECIFIC',
        roommateNameOrNA: 'Bruno Díaz',
        dietaryPreferences: ['VEGETARIAN'],
        day0Decision: 'JOIN',
        day0Locked: true,
      },
    });

    const summary = toLogisticsSummary(record);

    expect(summary).toMatchObject({
      status: 'SUBMITTED',
      submittedAt: '2026-01-12T09:30:00.000Z',
      updatedAt: '2026-01-10T12:00:00.000Z',
      legalName: 'Ana López',
      roommatePreference: 'PAIR_SPECIFIC',
      roommateNameOrNA: 'Bruno Díaz',
      dietaryPreferences: ['VEGETARIAN'],
      day0Decision: 'JOIN',
      day0Locked: true,
    });
    expect(JSON.stringify(summary)).not.toMatch(/G12345678|1996-02-29|passport|dateOfBirth/);
  });
});
