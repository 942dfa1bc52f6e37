import { describe, expect, it } from '@jest/globals';
import { zodResolver } from '@hookform/resolvers/zod';
import { LOGISTICS_FORM_DEFAULTS, logisticsFormSchema, type LogisticsRecord } from '@trek/contracts';
import { formValuesFromRecord, stepPayload, type LogisticsFormState } from './logistics-form';

const emptyRecord: LogisticsRecord = {
  id: 'r1',
  userId: 'u1',
  status: 'DRAFT',
  day0Locked: false,
  submittedAt: null,
  updatedAt: '2026-01-10T12:00:00.000Z',
};

/** The field messages the wizard's form shows for `values`, as its resolver (the shared schema) gives them. */
async function errorsOf(values: Partial<LogisticsFormState>) {
  const result = await zodResolver(logisticsFormSchema)({ ...LOGISTICS_FORM_DEFAULTS, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

describe('logistics form', () => {
  it('when nothing is saved yet, then the inputs hold the spec defaults', () => {
    expect(formValuesFromRecord(emptyRecord)).toEqual(LOGISTICS_FORM_DEFAULTS);
    expect(LOGISTICS_FORM_DEFAULTS).toMatchObject({
      gender: 'MALE',
      schoolAffiliation: 'HARVARD',
      roommatePreference: 'RANDOM',
      roommateNameOrNA: 'N/A',
      dietaryPreferences: 'None',
      day0Decision: 'JOIN',
      day2Preference: 'POLANCO_CONDESA',
    });
  });

  it('shows a saved NONE as None and other dietary needs as comma-separated text', () => {
    expect(formValuesFromRecord({ ...emptyRecord, dietaryPreferences: ['NONE'] }).dietaryPreferences).toBe('None');
    expect(formValuesFromRecord({ ...emptyRecord, dietaryPreferences: ['Vegan', 'Nut allergy'] }).dietaryPreferences).toBe('Vegan, Nut allergy');
  });

  it('when the date of birth is missing or not a real day, then it says which', async () => {
    expect((await errorsOf({ dateOfBirth: '' })).dateOfBirth).toBe('Date of birth is required');
    expect((await errorsOf({ dateOfBirth: '2001-02-30' })).dateOfBirth).toBe('Please select a valid date');
    expect((await errorsOf({ dateOfBirth: '2001-02-28' })).dateOfBirth).toBeUndefined();
  });

  it('when a dietary item is too long, then the one dietary input says so', async () => {
    expect((await errorsOf({ dietaryPreferences: `Vegan, ${'x'.repeat(101)}` })).dietaryPreferences).toBe('Dietary preference must be at most 100 characters');
  });

  it('a step sends only its own fields', () => {
    const values = { ...LOGISTICS_FORM_DEFAULTS, legalName: 'Ana', passportNumber: 'X1', dietaryPreferences: '' };
    expect(stepPayload(4, values)).toEqual({ dietaryPreferences: ['NONE'], additionalConsiderations: '' });
    expect(stepPayload(2, { ...values, passportNationality: 'Mexico', dateOfBirth: '2001-02-28' })).toEqual({
      passportNationality: 'Mexico',
      passportNumber: 'X1',
      dateOfBirth: '2001-02-28',
      // Blank flight inputs are no flight; the free-text flights belong to no step.
      inboundFlight: null,
      outboundFlight: null,
    });
  });

  it('holds a saved flight as its inputs, and reads a whole flight back with its instant', () => {
    const inboundFlight = { airline: 'Aeroméxico', flightNumber: 'AM 401', date: '2026-03-14', time: '10:05', airport: 'MEX', timeZone: 'America/Mexico_City', at: '2026-03-14T16:05:00.000Z' };
    const values = formValuesFromRecord({ ...emptyRecord, inboundFlight, outboundFlight: null });
    expect(values.inboundFlight).toEqual({ airline: 'Aeroméxico', flightNumber: 'AM 401', date: '2026-03-14', time: '10:05', airport: 'MEX', timeZone: 'America/Mexico_City' });
    expect(values.outboundFlight).toEqual(LOGISTICS_FORM_DEFAULTS.outboundFlight);
    expect(stepPayload(2, { ...values, passportNationality: 'Mexico', passportNumber: 'X1', dateOfBirth: '2001-02-28' }).inboundFlight).toEqual(inboundFlight);
  });
});
