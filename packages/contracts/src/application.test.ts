import { APPLICATION_FORM_DEFAULTS, applicationFormSchema, applicationPayloadSchema, applicationStepSchema, referralLabel, teamReferral, toApplicationPayload } from './application.js';
import { applicationDetailSchema, applicationListQuerySchema, applicationStatusChangeSchema, participantAccountFromApplicationSchema } from './application-review.js';
import { applicationMessages as m } from './messages/application.js';
import { countWords } from './common.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];
const messageAt = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }, field: string) =>
  result.error?.issues.filter((i) => i.path[0] === field).map((i) => i.message);

const valid = {
  firstNames: 'María José',
  lastName: 'García',
  universityEmail: 'Maria_Garcia@Stanford.edu ',
  phone: '+1 650 555 0100',
  affiliation: 'MBA 2026, Stanford GSB',
  interest250: 'I want to understand Mexican business from the inside.',
  goals250: 'Build companies between Mexico and the US.',
  favoriteFood: 'Tacos al pastor',
  passportCountry: 'Mexico',
};

describe('application payload', () => {
  it('accepts a complete application, lower-cases the email and fills the spec defaults', () => {
    expect(applicationPayloadSchema.parse(valid)).toMatchObject({
      universityEmail: 'maria_garcia@stanford.edu',
      passportValid: 'YES',
      commitment: 'COMMITTED',
      significantOther: 'NO',
    });
  });

  it.each([
    ['firstNames', '', m.firstNamesRequired],
    ['firstNames', '   ', m.firstNamesRequired],
    ['lastName', '', m.lastNameRequired],
    ['universityEmail', 'not-an-email', m.universityEmailInvalid],
    ['universityEmail', '', m.universityEmailInvalid],
    ['phone', '', m.phoneRequired],
    ['affiliation', '', m.affiliationRequired],
    ['interest250', 'too short', m.longAnswerTooShort],
    ['goals250', 'x'.repeat(1501), m.longAnswerTooLong],
    ['favoriteFood', '', m.favoriteFoodRequired],
    ['passportCountry', '', m.passportCountryRequired],
  ])('%s = %j reads "%s"', (field, value, message) => {
    expect(messageAt(applicationPayloadSchema.safeParse({ ...valid, [field]: value }), field)).toEqual([message]);
  });

  it('gives the spec message for a missing required field too, not a type error', () => {
    const { firstNames: _omit, ...rest } = valid;
    expect(messagesOf(applicationPayloadSchema.safeParse(rest))).toEqual([m.firstNamesRequired]);
  });

  it('enforces characters, not words: 300 short words pass, 1501 characters do not', () => {
    const manyWords = Array.from({ length: 300 }, () => 'ok').join(' ');
    expect(countWords(manyWords)).toBe(300);
    expect(applicationPayloadSchema.safeParse({ ...valid, interest250: manyWords }).success).toBe(true);
    expect(applicationPayloadSchema.safeParse({ ...valid, interest250: 'x'.repeat(1500) }).success).toBe(true);
  });

  it('refuses NoSQL operator objects in string fields', () => {
    for (const field of ['firstNames', 'universityEmail', 'passportCountry', 'comments', 'referral']) {
      expect(applicationPayloadSchema.safeParse({ ...valid, [field]: { $ne: null } }).success).toBe(false);
    }
    expect(applicationPayloadSchema.safeParse({ ...valid, universityEmail: { $gt: '' } }).success).toBe(false);
  });

  it('takes the listed referrals, team members as team-{name}, and blank', () => {
    for (const referral of ['instagram', 'word-of-mouth', 'none', teamReferral('Ana López'), '']) {
      expect(applicationPayloadSchema.safeParse({ ...valid, referral }).success).toBe(true);
    }
    for (const referral of ['tiktok', 'team-']) {
      expect(messagesOf(applicationPayloadSchema.safeParse({ ...valid, referral }))).toEqual([m.referralInvalid]);
    }
    expect(referralLabel('team-Ana López')).toBe('Ana López (Team Member)');
    expect(referralLabel('university-posting')).toBe('University posting/announcement');
  });

  it('refuses values outside the enums', () => {
    expect(messagesOf(applicationPayloadSchema.safeParse({ ...valid, commitment: 'MAYBE' }))).toEqual([m.commitmentInvalid]);
    expect(messagesOf(applicationPayloadSchema.safeParse({ ...valid, passportValid: true }))).toEqual([m.passportValidInvalid]);
  });
});

describe('application form', () => {
  it('requires the accuracy box and does not send it', () => {
    const unticked = { ...APPLICATION_FORM_DEFAULTS, ...valid };
    expect(messagesOf(applicationFormSchema.safeParse(unticked))).toEqual([m.confirmAccuracy]);
    const form = applicationFormSchema.parse({ ...unticked, confirmAccuracy: true });
    expect(toApplicationPayload(form)).not.toHaveProperty('confirmAccuracy');
    expect(applicationPayloadSchema.parse({ ...valid, confirmAccuracy: true })).not.toHaveProperty('confirmAccuracy');
  });

  it('starts with the spec defaults', () => {
    expect(APPLICATION_FORM_DEFAULTS).toMatchObject({ passportValid: 'YES', commitment: 'COMMITTED', significantOther: 'NO', confirmAccuracy: false, firstNames: '' });
  });

  it('checks only the current step on Next', () => {
    const fresh = APPLICATION_FORM_DEFAULTS;
    expect(messagesOf(applicationStepSchema(1).safeParse(fresh))).toEqual([
      m.firstNamesRequired,
      m.lastNameRequired,
      m.universityEmailInvalid,
      m.phoneRequired,
      m.affiliationRequired,
    ]);
    expect(messagesOf(applicationStepSchema(2).safeParse(fresh))).toEqual([m.longAnswerTooShort, m.longAnswerTooShort, m.favoriteFoodRequired]);
    expect(messagesOf(applicationStepSchema(3).safeParse(fresh))).toEqual([m.passportCountryRequired]);
    expect(applicationStepSchema(0).safeParse(fresh).success).toBe(true);
  });
});

describe('countWords', () => {
  it('splits on any whitespace and ignores leading, trailing and repeated spaces', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords(' one  two\tthree\nfour ')).toBe(4);
    expect(countWords('tacos-al-pastor, por favor')).toBe(3);
  });
});

describe('organizer review', () => {
  it('treats a filter left on "any" as absent and caps the page size at 100', () => {
    expect(applicationListQuerySchema.parse({ status: '', commitment: '', search: 'garcía' })).toEqual({
      search: 'garcía',
      status: undefined,
      commitment: undefined,
      page: 1,
      pageSize: 50,
    });
    expect(applicationListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(applicationListQuerySchema.safeParse({ status: 'hired' }).success).toBe(false);
  });

  it('reads a detail with its account and email states, and a created account with its password', () => {
    const detail = applicationDetailSchema.parse({
      ...valid,
      id: 'a1',
      ref: 'MT26-ABCD-EFGH',
      year: 2026,
      status: 'accepted',
      submittedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      statusHistory: [{ status: 'submitted', note: null, by: null, byName: null, at: '2026-01-01T00:00:00.000Z' }],
      participantAccountId: null,
      emails: [{ kind: 'application-confirmation', jobId: 'application-confirmation-MT26-ABCD-EFGH', state: 'pending', queuedAt: null }],
      blinded: false,
      reviews: [],
      review: { count: 0, mean: null, spread: null, reviewedByMe: false },
      draftDecision: null,
      offer: null,
    });
    expect(detail.emails[0]?.state).toBe('pending');
    expect(participantAccountFromApplicationSchema.safeParse({ accountId: 'u1', email: 'a@b.edu', setPasswordLinkExpiresAt: '2026-01-04T10:00:00.000Z' }).success).toBe(true);
  });

  it('changes status with an optional note', () => {
    expect(applicationStatusChangeSchema.parse({ status: 'waitlisted' })).toEqual({ status: 'waitlisted' });
    expect(applicationStatusChangeSchema.safeParse({ status: 'accepted', note: 'x'.repeat(1001) }).success).toBe(false);
  });
});
