import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logisticsMessages, logisticsPutSchema, logisticsRecordSchema, type LogisticsFields, type LogisticsPut, type LogisticsRecord } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { participant } from '../../../test/fixtures';
import { answerParticipantPortal, draftLogistics } from '../../../test/participant-portal';
import { i18n } from '../../../i18n';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { logisticsPath } from './api/logistics-api';
import { LogisticsTab } from './LogisticsTab';
import { fillIn } from '../../../test/user-input';

// Component tests: the API is mocked (MSW) with the participant service's answers; the service's
// own rules (Day 0 lock, irreversible "not join") are covered by its API tests.

const completeFields: LogisticsFields = {
  legalName: 'Pablo Pérez Gómez',
  preferredName: 'Pablo',
  gender: 'MALE',
  email: 'pablo@example.org',
  phoneMexico: '+52 55 1234 5678',
  schoolAffiliation: 'STANFORD',
  passportNationality: 'Mexico',
  passportNumber: 'G12345678',
  dateOfBirth: '1995-04-02',
  arrivalFlight: 'AM 401, March 14, 10:05 from JFK',
  departureFlight: '',
  inboundFlight: { airline: 'Aeroméxico', flightNumber: 'AM 401', date: '2026-03-14', time: '10:05', airport: 'MEX', timeZone: 'America/Mexico_City', at: '2026-03-14T16:05:00.000Z' },
  outboundFlight: null,
  emergencyContactName: 'Lucía Pérez',
  emergencyContactRelation: 'Mother',
  emergencyContactPhone: '+52 55 8765 4321',
  insuranceProvider: '',
  insurancePolicyNumber: '',
  roommatePreference: 'PAIR_SPECIFIC',
  roommateNameOrNA: 'Ana López',
  specialRequirement: '',
  dietaryPreferences: ['Vegetarian'],
  additionalConsiderations: '',
  day0Decision: 'JOIN',
  day2Preference: 'XOCHIMILCO',
};

const edition2027 = { year: 2027, currentYear: 2027, pastEdition: false, dates: { startDate: '2027-03-21', endDate: '2027-03-28', day0Date: '2027-03-20' } };

function record(overrides: Partial<LogisticsRecord> = {}): LogisticsRecord {
  return draftLogistics(participant, { id: '65a1b2c3d4e5f60718293a4c', ...overrides });
}

/**
 * The participant service: GET answers the current record; PUT merges the body, unless `refuse`
 * answers instead. Returns the bodies sent, each checked against the contract the server parses it with.
 */
function logisticsService(initial: LogisticsRecord, refuse?: () => Response) {
  let current = initial;
  const puts: unknown[] = [];
  answer(
    http.get(logisticsPath, () => contractJson(logisticsRecordSchema, current)),
    http.put(logisticsPath, async ({ request }) => {
      const body: unknown = await request.json();
      const put: LogisticsPut = logisticsPutSchema.parse(body);
      puts.push(body);
      if (refuse) return refuse();
      const { status, ...fields } = put;
      current = { ...current, ...fields, ...(status ? { status, submittedAt: '2026-01-11T09:00:00.000Z' } : {}) };
      return contractJson(logisticsRecordSchema, current);
    }),
  );
  return puts;
}

async function openLogistics(initial: LogisticsRecord, refuse?: () => Response) {
  signInOnApiServer(participant);
  answerParticipantPortal();
  const puts = logisticsService(initial, refuse);
  renderFeature(<LogisticsTab />, { path: '/participant/dashboard#logistics' });
  const form = within(await screen.findByRole('form', { name: 'Logistics form' }));
  return { puts, form };
}

describe('Logistics tab', () => {
  it('when a step is left empty, then Next lists the step’s messages and saves nothing', async () => {
    const { puts, form } = await openLogistics(record());
    expect(form.getByRole('heading', { name: 'Personal Info' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText(logisticsMessages.privacyNotice)).toBeInTheDocument();

    await userEvent.click(form.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
    expect(screen.getByText('Full legal name is required; Preferred name is required; Valid email is required; Emergency contact name is required; Relation to you is required; Phone must be in international format: + and the country code, e.g. +1 617 555 0100')).toBeInTheDocument();
    expect(form.getByLabelText(/Full legal name/)).toHaveAccessibleDescription(expect.stringContaining('Full legal name is required'));
    expect(form.getByRole('heading', { name: 'Personal Info' })).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('when Next is pressed while typing an invalid value, then the field keeps the focus during the press (no on-blur error pushes Next away), the toast lists the step’s messages and the first invalid field gets the focus', async () => {
    const { puts, form } = await openLogistics(record());
    const email = form.getByLabelText(/^Email/);
    await fillIn(userEvent, email, 'not-an-email');
    const next = form.getByRole('button', { name: 'Next' });
    // In a browser the press blurred the field, its error moved the button down, and the release missed it.
    expect(fireEvent.mouseDown(next)).toBe(false);
    expect(email).toHaveFocus();

    await userEvent.click(next);

    expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
    expect(screen.getByText('Full legal name is required; Preferred name is required; Valid email is required; Emergency contact name is required; Relation to you is required; Phone must be in international format: + and the country code, e.g. +1 617 555 0100')).toBeInTheDocument();
    expect(form.getByLabelText(/Full legal name/)).toHaveFocus();
    expect(puts).toEqual([]);
  });

  it('when step 1 is valid, then Next saves only its fields with the defaults and opens Travel Documents', async () => {
    const { puts, form } = await openLogistics(record());
    await fillIn(userEvent, form.getByLabelText(/Full legal name/), ' Pablo Pérez ');
    await userEvent.type(form.getByLabelText(/Preferred name/), 'Pablo');
    await fillIn(userEvent, form.getByLabelText(/^Email/), 'Pablo@Example.org');
    await fillIn(userEvent, form.getByLabelText(/Emergency contact name/), 'Lucía Pérez');
    await userEvent.type(form.getByLabelText(/Relation to you/), 'Mother');
    await fillIn(userEvent, form.getByLabelText(/Emergency contact phone/), '+52 55 8765 4321');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));

    expect(await form.findByRole('heading', { name: 'Travel Documents' })).toBeInTheDocument();
    expect(puts).toEqual([
      {
        legalName: 'Pablo Pérez',
        preferredName: 'Pablo',
        gender: 'MALE',
        email: 'pablo@example.org',
        phoneMexico: '',
        schoolAffiliation: 'HARVARD',
        emergencyContactName: 'Lucía Pérez',
        emergencyContactRelation: 'Mother',
        emergencyContactPhone: '+52 55 8765 4321',
        insuranceProvider: '',
        insurancePolicyNumber: '',
      },
    ]);
    expect(form.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('when the emergency phone is not international, then step 1 says how to write it and saves nothing', async () => {
    const { legalName, preferredName, gender, email, phoneMexico, schoolAffiliation, emergencyContactName, emergencyContactRelation } = completeFields;
    const { puts, form } = await openLogistics(record({ legalName, preferredName, gender, email, phoneMexico, schoolAffiliation, emergencyContactName, emergencyContactRelation }));
    await form.findByRole('heading', { name: 'Personal Info' });
    await fillIn(userEvent, form.getByLabelText(/Emergency contact phone/), '55 8765 4321');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
    expect(form.getByLabelText(/Emergency contact phone/)).toHaveAccessibleDescription(expect.stringContaining(logisticsMessages.emergencyContactPhoneInvalid));
    expect(puts).toEqual([]);
  });

  it('when the travel documents lack a date of birth, then the step says so', async () => {
    const { legalName, preferredName, gender, email, phoneMexico, schoolAffiliation, emergencyContactName, emergencyContactRelation, emergencyContactPhone } = completeFields;
    const { form } = await openLogistics(record({ legalName, preferredName, gender, email, phoneMexico, schoolAffiliation, emergencyContactName, emergencyContactRelation, emergencyContactPhone }));
    await form.findByRole('heading', { name: 'Travel Documents' });
    await userEvent.type(form.getByLabelText(/Passport nationality/), 'Mexico');
    await userEvent.type(form.getByLabelText(/Passport number/), 'G123');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
    expect(form.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(logisticsMessages.dateOfBirthRequired);
  });

  describe('resuming a draft', () => {
    const { legalName, preferredName, gender, email, phoneMexico, schoolAffiliation, passportNationality, passportNumber, dateOfBirth } = completeFields;
    const { emergencyContactName, emergencyContactRelation, emergencyContactPhone, insuranceProvider, insurancePolicyNumber, arrivalFlight } = completeFields;
    const firstTwoSteps = {
      legalName, preferredName, gender, email, phoneMexico, schoolAffiliation,
      emergencyContactName, emergencyContactRelation, emergencyContactPhone, insuranceProvider, insurancePolicyNumber,
      passportNationality, passportNumber, dateOfBirth, arrivalFlight,
    };
    const steps = () => within(screen.getByRole('navigation', { name: 'Logistics steps' }));

    it('when steps 1 and 2 are saved, then the wizard opens at step 3, the first unfinished one', async () => {
      const { form } = await openLogistics(record(firstTwoSteps));
      expect(form.getByRole('heading', { name: 'Accommodation' })).toBeInTheDocument();
      expect(form.getByText('Step 3 of 6')).toBeInTheDocument();
    });

    it('when a saved step’s chip is clicked, then it opens; unsaved later steps stay closed until reached through Next', async () => {
      const { form } = await openLogistics(record(firstTwoSteps));
      await userEvent.click(steps().getByRole('button', { name: /Personal Info$/ }));
      expect(await form.findByRole('heading', { name: 'Personal Info' })).toBeInTheDocument();
      expect(form.getByLabelText(/Full legal name/)).toHaveValue(legalName);

      await userEvent.click(steps().getByRole('button', { name: /Dietary Needs$/ }));
      expect(form.getByRole('heading', { name: 'Personal Info' })).toBeInTheDocument();

      await userEvent.click(steps().getByRole('button', { name: /Accommodation$/ }));
      expect(await form.findByRole('heading', { name: 'Accommodation' })).toBeInTheDocument();
    });

    it('when Next leaves a saved step unchanged, then it moves on without saving it again; a changed one is saved', async () => {
      const { puts, form } = await openLogistics(record(firstTwoSteps));
      await userEvent.click(steps().getByRole('button', { name: /Personal Info$/ }));
      await form.findByRole('heading', { name: 'Personal Info' });
      await userEvent.click(form.getByRole('button', { name: 'Next' }));
      expect(await form.findByRole('heading', { name: 'Travel Documents' })).toBeInTheDocument();
      expect(puts).toEqual([]);

      await userEvent.clear(form.getByLabelText(/Passport number/));
      await fillIn(userEvent, form.getByLabelText(/Passport number/), 'H7654321');
      // The flights are optional: one given (a known airport fills its zone), one left blank; the earlier free text is shown, and kept.
      expect(form.getByText('You wrote earlier: “AM 401, March 14, 10:05 from JFK”. Please enter the flight below.')).toBeInTheDocument();
      const arrival = within(form.getByRole('group', { name: 'Arrival flight' }));
      await fillIn(userEvent, arrival.getByLabelText('Airline'), 'Aeroméxico');
      await userEvent.type(arrival.getByLabelText('Flight number'), 'am 401');
      await fillIn(userEvent, arrival.getByLabelText('Date (local)'), '2026-03-14');
      await userEvent.type(arrival.getByLabelText(/Time \(local\)/), '10:05');
      await userEvent.type(arrival.getByLabelText(/Airport \(IATA code\)/), 'mex');
      expect(arrival.getByRole('combobox', { name: /Airport time zone/ })).toHaveValue('America/Mexico_City');
      await userEvent.click(form.getByRole('button', { name: 'Next' }));
      expect(await form.findByRole('heading', { name: 'Accommodation' })).toBeInTheDocument();
      expect(puts).toEqual([
        {
          passportNationality,
          passportNumber: 'H7654321',
          dateOfBirth,
          inboundFlight: { airline: 'Aeroméxico', flightNumber: 'AM 401', date: '2026-03-14', time: '10:05', airport: 'MEX', timeZone: 'America/Mexico_City', at: '2026-03-14T16:05:00.000Z' },
          outboundFlight: null,
        },
      ]);
    });

    it('when a flight is half filled, then its missing parts are named and nothing is saved', async () => {
      const { puts, form } = await openLogistics(record(firstTwoSteps));
      await userEvent.click(steps().getByRole('button', { name: /Travel Documents$/ }));
      const departure = within(await form.findByRole('group', { name: 'Departure flight' }));
      await userEvent.type(departure.getByLabelText('Airline'), 'United');
      await fillIn(userEvent, departure.getByLabelText('Flight number'), 'United 1');
      await userEvent.click(form.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
      expect(departure.getByLabelText('Flight number')).toHaveAccessibleDescription(expect.stringContaining('Flight number must look like AM 401'));
      expect(departure.getByLabelText('Date (local)')).toHaveAccessibleDescription(expect.stringContaining('Flight date is required'));
      expect(puts).toEqual([]);
    });
  });

  it.each([
    { status: 'DRAFT' as const, fields: completeFields, reason: 'every required field is saved' },
    { status: 'SUBMITTED' as const, fields: { legalName: 'Pablo' }, reason: 'it was submitted' },
  ])('when $reason, then the wizard opens on the review step', async ({ status, fields }) => {
    const { form } = await openLogistics(record({ ...fields, status }));
    expect(form.getByRole('heading', { name: 'Review & Complete' })).toBeInTheDocument();
    expect(form.getByText('Step 6 of 6')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Finalize Submission' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('sends the dietary text as a trimmed list without blanks, and an empty text as NONE', async () => {
    const { puts, form } = await openLogistics(record(completeFields));
    await userEvent.click(form.getByRole('button', { name: 'Edit Dietary Needs' }));
    const dietary = form.getByLabelText('Dietary preferences');
    expect(dietary).toHaveValue('Vegetarian');

    await userEvent.clear(dietary);
    await fillIn(userEvent, dietary, ' Vegan ,, nut allergy , ');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await form.findByRole('heading', { name: 'Day 0 Decision' });
    expect(puts.at(-1)).toEqual({ dietaryPreferences: ['Vegan', 'nut allergy'], additionalConsiderations: '' });

    await userEvent.click(form.getByRole('button', { name: 'Previous' }));
    await userEvent.clear(form.getByLabelText('Dietary preferences'));
    await userEvent.click(form.getByRole('button', { name: 'Next' }));
    await form.findByRole('heading', { name: 'Day 0 Decision' });
    expect(puts.at(-1)).toEqual({ dietaryPreferences: ['NONE'], additionalConsiderations: '' });

    await userEvent.click(form.getByRole('button', { name: 'Review & Complete' }));
    expect(await form.findByText('None')).toBeInTheDocument();
    // The review reads the flight in the airport's local time, and the emergency contact.
    expect(form.getByText('AM 401 · Aeroméxico — Mar 14, 2026, 10:05 at MEX (Mexico City time)')).toBeInTheDocument();
    expect(form.getByText('+52 55 8765 4321')).toBeInTheDocument();
  });

  it('when a dietary item is too long, then the dietary input says so and nothing is saved', async () => {
    const { puts, form } = await openLogistics(record(completeFields));
    await userEvent.click(form.getByRole('button', { name: 'Edit Dietary Needs' }));
    const dietary = form.getByLabelText('Dietary preferences');
    await userEvent.clear(dietary);
    await userEvent.click(dietary);
    await userEvent.paste(`Vegan, ${'x'.repeat(101)}`);
    await userEvent.click(form.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
    expect(dietary).toHaveAccessibleDescription(expect.stringContaining('Dietary preference must be at most 100 characters'));
    expect(form.getByRole('heading', { name: 'Dietary Needs' })).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('when the edition\'s Day 0 is March 20, 2027, then the Day 0 step names that day and the trek\'s start, not another edition\'s', async () => {
    signInOnApiServer(participant);
    answerParticipantPortal({ edition: edition2027 });
    logisticsService(record(completeFields));
    renderFeature(<LogisticsTab />, { path: '/participant/dashboard#logistics' });
    const form = within(await screen.findByRole('form', { name: 'Logistics form' }));
    await userEvent.click(form.getByRole('button', { name: 'Edit Day 0 Decision' }));

    expect(form.getByText('Day 0 is Saturday, March 20: an optional extra day in Mexico City before the trek starts on Sunday, March 21.')).toBeInTheDocument();
    expect(form.queryByText(/March 14|March 15/)).not.toBeInTheDocument();
  });

  it('when the participant\'s edition has ended, then their answers are shown read-only, with the reason and no Edit, Save or Finalize', async () => {
    signInOnApiServer(participant);
    answerParticipantPortal({ edition: { year: 2026, currentYear: 2027, pastEdition: true, dates: null } });
    const puts = logisticsService(record({ ...completeFields, status: 'SUBMITTED' }));
    renderFeature(<LogisticsTab />, { path: '/participant/dashboard#logistics' });

    const answers = within(await screen.findByRole('region', { name: 'Your logistics answers' }));
    expect(screen.getByText('Your 2026 logistics')).toBeInTheDocument();
    expect(screen.getByText('The Mexico Trek 2026 has ended, so your logistics can no longer be changed. Your answers are kept here to read.')).toBeInTheDocument();
    expect(answers.getByText('Pablo Pérez Gómez')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Logistics form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Save Changes|Finalize|Next)/ })).not.toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('when organizers locked Day 0, then "not join" is disabled and labelled Cannot be changed', async () => {
    const { form } = await openLogistics(record({ ...completeFields, day0Locked: true }));
    await userEvent.click(form.getByRole('button', { name: 'Edit Day 0 Decision' }));
    expect(form.getByRole('radio', { name: 'Not join Day 0' })).toBeDisabled();
    expect(form.getByRole('radio', { name: 'Join Day 0' })).toBeEnabled();
    expect(form.getByText('Cannot be changed')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Review & Complete' })).toBeInTheDocument();
  });

  it('when "not join" was saved, then joining is out of reach, as the choice is irreversible', async () => {
    const { form } = await openLogistics(record({ ...completeFields, day0Decision: 'NOT_JOIN' }));
    await userEvent.click(form.getByRole('button', { name: 'Edit Day 0 Decision' }));
    expect(form.getByRole('radio', { name: 'Join Day 0' })).toBeDisabled();
    expect(form.getByRole('radio', { name: 'Not join Day 0' })).toBeChecked();
    expect(form.getByText('You chose not to join Day 0. That choice is final.')).toBeInTheDocument();
  });

  it('finalizes by sending the whole form with status SUBMITTED', async () => {
    const { puts, form } = await openLogistics(record(completeFields));
    await userEvent.click(form.getByRole('button', { name: 'Finalize Submission' }));

    expect(await screen.findByText(logisticsMessages.finalized)).toBeInTheDocument();
    expect(puts).toEqual([{ ...completeFields, status: 'SUBMITTED' }]);
    expect(await screen.findByText('100% complete')).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
  });

  it('when a required field is missing, then finalizing shows Validation Error and sends nothing', async () => {
    const { puts, form } = await openLogistics(record({ ...completeFields, passportNumber: undefined, status: 'SUBMITTED' }));
    await userEvent.click(form.getByRole('button', { name: 'Finalize Submission' }));

    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText(logisticsMessages.validationError)).toBeInTheDocument();
    expect(form.getByText(logisticsMessages.passportNumberRequired)).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('saves changes after submission without touching the status', async () => {
    const { puts, form } = await openLogistics(record({ ...completeFields, status: 'SUBMITTED' }));
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(logisticsMessages.saved)).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(puts).toEqual([completeFields]);
  });

  it('when a step cannot be saved, then Save Error says to try again and the step stays open', async () => {
    const { form } = await openLogistics(record(completeFields), () => errorJson(500, 'Internal error'));
    await userEvent.click(form.getByRole('button', { name: 'Edit Accommodation' }));
    await userEvent.type(form.getByLabelText(/Roommate's name/), ' Ruiz');
    await userEvent.click(form.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Save Error')).toBeInTheDocument();
    expect(screen.getByText(logisticsMessages.saveError)).toBeInTheDocument();
    expect(form.getByRole('heading', { name: 'Accommodation' })).toBeInTheDocument();
  });

  it('when the server refuses a Day 0 change, then its reason is shown', async () => {
    const { form } = await openLogistics(record(completeFields), () => errorJson(403, logisticsMessages.day0Locked));
    await userEvent.click(form.getByRole('button', { name: 'Edit Day 0 Decision' }));
    await userEvent.click(form.getByRole('radio', { name: 'Not join Day 0' }));
    await userEvent.click(form.getByRole('button', { name: 'Review & Complete' }));

    expect(await screen.findByText(logisticsMessages.day0Locked)).toBeInTheDocument();
    expect(form.getByRole('heading', { name: 'Day 0 Decision' })).toBeInTheDocument();
  });

  it('when saving on the review step fails, then Error shows the server’s message', async () => {
    const { form } = await openLogistics(record({ ...completeFields, status: 'SUBMITTED' }), () => errorJson(409, logisticsMessages.logisticsChangedMeanwhile));
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText(logisticsMessages.logisticsChangedMeanwhile)).toBeInTheDocument();
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when the edition\'s Day 0 is March 20, 2027, then the Day 0 step names it in Spanish', async () => {
      await act(() => i18n.changeLanguage('es'));
      signInOnApiServer(participant);
      answerParticipantPortal({ edition: edition2027 });
      logisticsService(record(completeFields));
      renderFeature(<LogisticsTab />, { path: '/participant/dashboard#logistics' });
      const form = within(await screen.findByRole('form', { name: 'Formulario de logística' }));
      await userEvent.click(form.getByRole('button', { name: 'Editar Decisión del Día 0' }));

      expect(
        form.getByText('El Día 0 es el sábado, 20 de marzo: un día extra opcional en la Ciudad de México antes de que el trek empiece el domingo, 21 de marzo.'),
      ).toBeInTheDocument();
    });

    it('when the participant\'s edition has ended, then the read-only logistics say why in Spanish', async () => {
      await act(() => i18n.changeLanguage('es'));
      signInOnApiServer(participant);
      answerParticipantPortal({ edition: { year: 2026, currentYear: 2027, pastEdition: true, dates: null } });
      logisticsService(record({ ...completeFields, status: 'SUBMITTED' }));
      renderFeature(<LogisticsTab />, { path: '/participant/dashboard#logistics' });

      expect(await screen.findByText('Tu logística de 2026')).toBeInTheDocument();
      expect(screen.getByText('El Mexico Trek 2026 ya terminó, así que tu logística ya no se puede cambiar. Tus respuestas se guardan aquí para que las consultes.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Editar|Guardar|Finalizar|Siguiente)/ })).not.toBeInTheDocument();
    });

    it('when the record cannot be read, then the alert gives the reason in Spanish, its status included', async () => {
      await act(() => i18n.changeLanguage('es'));
      signInOnApiServer(participant);
      answerParticipantPortal();
      answer(http.get(logisticsPath, () => errorJson(500, 'Internal server error')));
      renderFeature(<LogisticsTab />, { path: '/participant/dashboard#logistics' });

      expect(await screen.findByText('No se pudo cargar tu logística: 500')).toBeInTheDocument();
    });

    it('when a dietary item is too long, then the input says so in Spanish, naming the field and its limit', async () => {
      await act(() => i18n.changeLanguage('es'));
      signInOnApiServer(participant);
      answerParticipantPortal();
      const puts = logisticsService(record(completeFields));
      renderFeature(<LogisticsTab />, { path: '/participant/dashboard#logistics' });
      const form = within(await screen.findByRole('form', { name: 'Formulario de logística' }));
      await userEvent.click(form.getByRole('button', { name: 'Editar Alimentación' }));
      const dietary = form.getByLabelText('Preferencias alimentarias');
      await userEvent.clear(dietary);
      await userEvent.click(dietary);
      await userEvent.paste(`Vegana, ${'x'.repeat(101)}`);
      await userEvent.click(form.getByRole('button', { name: 'Siguiente' }));

      await waitFor(() =>
        expect(dietary).toHaveAccessibleDescription(expect.stringContaining('La preferencia alimentaria debe tener como máximo 100 caracteres')),
      );
      expect(puts).toEqual([]);
    });
  });
});
