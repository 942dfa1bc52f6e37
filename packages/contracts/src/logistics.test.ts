import { dietaryListToText, dietaryTextToList, LOGISTICS_FORM_DEFAULTS, logisticsFieldsSchema, logisticsFormSchema, logisticsFromForm, logisticsProgress, logisticsPutSchema, logisticsStartStep, logisticsStepSchema, logisticsSubmitSchema, type LogisticsFields } from './logistics.js';
import { logisticsMessages as m } from './messages/logistics.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];
const messageAt = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }, field: string) =>
  result.error?.issues.filter((i) => i.path[0] === field).map((i) => i.message);

const complete: LogisticsFields = {
  legalName: 'Lucía Fernanda Torres',
  preferredName: 'Lucía',
  gender: 'FEMALE',
  email: 'Lucia@Example.com',
  schoolAffiliation: 'HARVARD',
  passportNationality: 'Mexico',
  passportNumber: 'G12345678',
  dateOfBirth: '1996-02-29',
  emergencyContactName: 'Marta Torres',
  emergencyContactRelation: 'Mother',
  emergencyContactPhone: '+52 55 1234 5678',
  roommatePreference: 'RANDOM',
  roommateNameOrNA: 'N/A',
  dietaryPreferences: ['Vegetarian'],
  day0Decision: 'JOIN',
  day2Preference: 'XOCHIMILCO',
};

describe('logistics fields', () => {
  it('accept a complete record', () => {
    expect(logisticsFieldsSchema.parse(complete).email).toBe('lucia@example.com');
  });

  it.each([
    ['legalName', '', m.legalNameRequired],
    ['preferredName', '', m.preferredNameRequired],
    ['gender', 'OTHER', m.genderRequired],
    ['gender', undefined, m.genderRequired],
    ['email', 'nope', m.emailInvalid],
    ['schoolAffiliation', 'YALE', m.schoolAffiliationRequired],
    ['passportNationality', ' ', m.passportNationalityRequired],
    ['passportNumber', '', m.passportNumberRequired],
    ['dateOfBirth', '', m.dateOfBirthRequired],
    ['dateOfBirth', '2023-02-30', m.dateOfBirthInvalid],
    ['dateOfBirth', '23-01-01', m.dateOfBirthInvalid],
    ['dateOfBirth', '1997-02-29', m.dateOfBirthInvalid],
    ['dateOfBirth', '01/02/1996', m.dateOfBirthInvalid],
    ['roommatePreference', undefined, m.roommatePreferenceRequired],
    ['roommateNameOrNA', '', m.roommateNameRequired],
    ['dietaryPreferences', [], m.dietaryRequired],
    ['dietaryPreferences', [''], m.dietaryRequired],
    ['day0Decision', 'MAYBE', m.day0DecisionRequired],
    ['day2Preference', undefined, m.day2PreferenceRequired],
  ])('%s = %j reads "%s"', (field, value, message) => {
    expect(messageAt(logisticsFieldsSchema.safeParse({ ...complete, [field]: value }), field)).toEqual([message]);
  });

  it('refuse operator objects in text fields', () => {
    expect(logisticsFieldsSchema.safeParse({ ...complete, passportNumber: { $ne: null } }).success).toBe(false);
    expect(logisticsFieldsSchema.safeParse({ ...complete, dietaryPreferences: [{ $gt: '' }] }).success).toBe(false);
  });
});

describe('dietary text and list', () => {
  it('sends empty text as the single value NONE', () => {
    expect(dietaryTextToList('')).toEqual(['NONE']);
    expect(dietaryTextToList(' ,  , ')).toEqual(['NONE']);
    expect(dietaryTextToList('None')).toEqual(['NONE']);
  });

  it('splits on commas, trims and drops blanks', () => {
    expect(dietaryTextToList(' Vegan, , gluten-free ,nut allergy')).toEqual(['Vegan', 'gluten-free', 'nut allergy']);
  });

  it('shows NONE as None', () => {
    expect(dietaryListToText(['NONE'])).toBe('None');
    expect(dietaryListToText(['Vegan', 'gluten-free'])).toBe('Vegan, gluten-free');
  });
});

describe('wizard steps and saves', () => {
  it('validate only the step’s own fields', () => {
    expect(messagesOf(logisticsStepSchema(2).safeParse({ legalName: '' }))).toEqual([
      m.passportNationalityRequired,
      m.passportNumberRequired,
      m.dateOfBirthRequired,
    ]);
    expect(logisticsStepSchema(5).safeParse({ day0Decision: 'NOT_JOIN', day2Preference: 'POLANCO_CONDESA' }).success).toBe(true);
  });

  it('save a step as a partial update that leaves the status alone', () => {
    expect(logisticsPutSchema.parse({ passportNumber: 'G1' })).toEqual({ passportNumber: 'G1' });
    expect(messagesOf(logisticsPutSchema.safeParse({ legalName: '' }))).toEqual([m.legalNameRequired]);
    expect(messagesOf(logisticsPutSchema.safeParse({ ...complete, status: 'DRAFT' }))).toEqual([m.statusInvalid]);
  });

  it('finalise only with every required field, each failure with its own message', () => {
    expect(logisticsPutSchema.parse({ ...complete, status: 'SUBMITTED' }).status).toBe('SUBMITTED');
    expect(messagesOf(logisticsPutSchema.safeParse({ status: 'SUBMITTED', ...complete, passportNumber: '', day2Preference: undefined }))).toEqual([
      m.passportNumberRequired,
      m.day2PreferenceRequired,
    ]);
  });

  it('start from the spec defaults and submit once the blanks are filled', () => {
    const filled = {
      ...LOGISTICS_FORM_DEFAULTS,
      ...complete,
      dietaryPreferences: LOGISTICS_FORM_DEFAULTS.dietaryPreferences,
      inboundFlight: LOGISTICS_FORM_DEFAULTS.inboundFlight,
      outboundFlight: LOGISTICS_FORM_DEFAULTS.outboundFlight,
    };
    const payload = logisticsSubmitSchema.parse({ ...logisticsFromForm(filled), status: 'SUBMITTED' });
    expect(payload).toMatchObject({ roommatePreference: 'RANDOM', roommateNameOrNA: 'N/A', dietaryPreferences: ['NONE'], day0Decision: 'JOIN' });
    expect(LOGISTICS_FORM_DEFAULTS).toMatchObject({ gender: 'MALE', schoolAffiliation: 'HARVARD', day2Preference: 'POLANCO_CONDESA' });
  });

  it('check the form with the dietary text as the input holds it, a bad item reported on that input', () => {
    const filled = { ...LOGISTICS_FORM_DEFAULTS, ...complete, dietaryPreferences: ' Vegan ,, nut allergy ' };
    // Blank flight inputs are no flight.
    expect(logisticsFormSchema.parse(filled)).toEqual(logisticsFieldsSchema.parse({ ...filled, dietaryPreferences: ['Vegan', 'nut allergy'], inboundFlight: null, outboundFlight: null }));
    expect(logisticsFormSchema.parse({ ...filled, dietaryPreferences: '' }).dietaryPreferences).toEqual(['NONE']);
    const tooLong = logisticsFormSchema.safeParse({ ...filled, dietaryPreferences: `Vegan, ${'x'.repeat(101)}` });
    expect(tooLong.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['dietaryPreferences'], 'Dietary preference must be at most 100 characters']]);
  });
});

describe('logistics progress', () => {
  it('counts six items in sixths', () => {
    expect(logisticsProgress(null).percent).toBe(0);
    const personal = { legalName: 'L', preferredName: 'L', gender: 'MALE', email: 'l@x.co', schoolAffiliation: 'MIT' } as const;
    // Personal Info is done with the emergency contact only.
    expect(logisticsProgress(personal).percent).toBe(0);
    expect(logisticsProgress({ ...personal, emergencyContactName: 'M', emergencyContactRelation: 'Mother', emergencyContactPhone: '+52 55 1234 5678' }).percent).toBe(17);
    expect(logisticsProgress({ ...complete, status: 'DRAFT' }).percent).toBe(83);
    expect(logisticsProgress({ ...complete, status: 'SUBMITTED' }).percent).toBe(100);
  });

  it('opens the wizard on the review step once submitted or complete', () => {
    expect(logisticsStartStep(null)).toBe(1);
    expect(logisticsStartStep({ legalName: 'L', status: 'DRAFT' })).toBe(1);
    expect(logisticsStartStep({ status: 'SUBMITTED' })).toBe(6);
    expect(logisticsStartStep({ ...complete, status: 'DRAFT' })).toBe(6);
  });
});
