import { participantRecord } from './participant-record.fixture.js';
import { logisticsStateOf, nameOf, statusOf } from './participant-status.js';

describe('logisticsStateOf', () => {
  it('is NOT_STARTED without a record and while no logistics field is saved', () => {
    expect(logisticsStateOf(null)).toBe('NOT_STARTED');
    expect(logisticsStateOf(participantRecord('u'))).toBe('NOT_STARTED');
  });

  it('is DRAFT from the first saved field, SUBMITTED once finalized', () => {
    expect(logisticsStateOf(participantRecord('u', { logistics: { dietaryPreferences: [] } }))).toBe('DRAFT');
    expect(logisticsStateOf(participantRecord('u', { logistics: { legalName: 'Ana López', status: 'SUBMITTED' } }))).toBe('SUBMITTED');
  });
});

describe('statusOf', () => {
  it('owes all three setup items when the participant has done nothing', () => {
    const status = statusOf(null);

    expect(status).toMatchObject({ logisticsStatus: 'NOT_STARTED', hasJoinedWhatsapp: false });
    expect(status.profile.percent).toBe(0);
    expect(status.missing).toEqual(['profile', 'logistics', 'whatsapp']);
  });

  it('counts logistics as done only when submitted, and WhatsApp once joined', () => {
    const drafted = participantRecord('u', { logistics: { legalName: 'Ana López' } });
    const submitted = { ...participantRecord('u', { logistics: { legalName: 'Ana López', status: 'SUBMITTED' } }), hasJoinedWhatsapp: true };

    expect(statusOf(drafted).missing).toEqual(['profile', 'logistics', 'whatsapp']);
    expect(statusOf(submitted).missing).toEqual(['profile']);
    expect(statusOf(submitted).logisticsStatus).toBe('SUBMITTED');
  });
});

describe('nameOf', () => {
  it("prefers the profile's name, then the logistics' preferred name, then the legal name", () => {
    const logistics = { preferredName: ' Beto ', legalName: 'Roberto Díaz' };

    expect(nameOf(participantRecord('u', { profile: { firstName: 'Roberto', lastName: 'Díaz', preferredName: 'Rob' }, logistics }))).toBe('Rob');
    expect(nameOf(participantRecord('u', { profile: { firstName: 'Roberto', lastName: 'Díaz' }, logistics }))).toBe('Roberto Díaz');
    expect(nameOf(participantRecord('u', { logistics }))).toBe('Beto');
    expect(nameOf(participantRecord('u', { logistics: { legalName: ' Roberto Díaz ' } }))).toBe('Roberto Díaz');
  });

  it("is empty when no name is known", () => {
    expect(nameOf(null)).toBe('');
    expect(nameOf(participantRecord('u', { logistics: { preferredName: '  ' } }))).toBe('');
  });
});
