import request from 'supertest';
import { participantMessages } from '@trek/contracts';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';

const completeProfile = {
  firstName: 'Ana',
  lastName: 'García',
  bio: 'Loves tacos and mountains.',
  photoUrl: '/media/ana.png',
  linkedin: 'https://www.linkedin.com/in/ana',
  cohortYears: [2026, 2024],
  program: 'MBA',
  university: 'Stanford',
  email: 'ana@stanford.edu',
  nationality: 'Mexico',
};

describe('participant profile', () => {
  let t: ParticipantTestApp;

  beforeAll(async () => {
    t = await startParticipantApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const auth = (userId: string) => ({ Authorization: `Bearer ${t.participantToken(userId)}` });

  it('when a participant opens their profile for the first time, then a blank one is created for them', async () => {
    const userId = newUserId();
    const res = await request(t.app).get('/api/participant/profile').set(auth(userId));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId, firstName: '', cohortYears: [2026], hasJoinedWhatsapp: false, whatsappJoinedAt: null });
    expect(await t.collection('participant_profiles').countDocuments({ userId })).toBe(1);
    expect(await t.collection('participant_logistics').countDocuments({ userId })).toBe(1);
  });

  it('when a participant saves their profile, then nationality is kept as countryOfOrigin and the trek years are sorted', async () => {
    const userId = newUserId();
    const res = await request(t.app).put('/api/participant/profile').set(auth(userId)).send(completeProfile);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ana', countryOfOrigin: 'Mexico', cohortYears: [2024, 2026], email: 'ana@stanford.edu' });
    expect(res.body).not.toHaveProperty('nationality');

    const reread = await request(t.app).get('/api/participant/profile').set(auth(userId));
    expect(reread.body).toMatchObject({ firstName: 'Ana', countryOfOrigin: 'Mexico', cohortYears: [2024, 2026] });
  });

  it('when a save leaves out a social handle, then the stored one is kept', async () => {
    const userId = newUserId();
    await request(t.app).put('/api/participant/profile').set(auth(userId)).send({ ...completeProfile, instagram: 'ana.travels' });
    await request(t.app).put('/api/participant/profile').set(auth(userId)).send({ ...completeProfile, bio: 'Changed.' });
    const res = await request(t.app).get('/api/participant/profile').set(auth(userId));
    expect(res.body).toMatchObject({ bio: 'Changed.', instagram: 'ana.travels' });
  });

  it.each([
    ['first name', { firstName: '' }, participantMessages.firstNameRequired],
    ['last name', { lastName: undefined }, participantMessages.lastNameRequired],
    ['program', { program: '  ' }, participantMessages.programRequired],
    ['university', { university: '' }, participantMessages.universityRequired],
    ['email', { email: 'not-an-email' }, participantMessages.invalidEmail],
    ['bio', { bio: Array.from({ length: 151 }, () => 'word').join(' ') }, participantMessages.bioTooLong],
  ])('when the %s is invalid, then the save is refused with the form message', async (_field, change, message) => {
    const res = await request(t.app)
      .put('/api/participant/profile')
      .set(auth(newUserId()))
      .send({ ...completeProfile, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('when a participant confirms joining WhatsApp, then the time is recorded; without joined true it is refused', async () => {
    const userId = newUserId();
    const refused = await request(t.app).put('/api/participant/whatsapp').set(auth(userId)).send({ joined: false });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(participantMessages.whatsappConfirmRequired);

    const res = await request(t.app).put('/api/participant/whatsapp').set(auth(userId)).send({ joined: true });
    expect(res.status).toBe(200);
    expect(res.body.hasJoinedWhatsapp).toBe(true);
    expect(Number.isNaN(Date.parse(res.body.whatsappJoinedAt))).toBe(false);
    const profile = await request(t.app).get('/api/participant/profile').set(auth(userId));
    expect(profile.body).toMatchObject({ hasJoinedWhatsapp: true, whatsappJoinedAt: res.body.whatsappJoinedAt });
  });

  it("when participant B saves a profile, then participant A's profile is untouched and B reads only B's", async () => {
    const a = newUserId();
    const b = newUserId();
    await request(t.app).put('/api/participant/profile').set(auth(a)).send(completeProfile);
    await request(t.app)
      .put('/api/participant/profile')
      .set(auth(b))
      .send({ ...completeProfile, firstName: 'Bea', userId: a, id: a });
    expect((await request(t.app).get('/api/participant/profile').set(auth(a))).body.firstName).toBe('Ana');
    const bView = await request(t.app).get('/api/participant/profile').set(auth(b));
    expect(bView.body).toMatchObject({ userId: b, firstName: 'Bea' });
  });

  it('when there is no token, then every participant route answers 401; an organizer token gets 403', async () => {
    const routes: Array<[method: 'get' | 'put' | 'post', path: string]> = [
      ['get', '/api/participant/profile'],
      ['put', '/api/participant/profile'],
      ['put', '/api/participant/whatsapp'],
      ['get', '/api/participant/announcements'],
      ['get', '/api/participant/feedback'],
      ['post', '/api/participant/feedback'],
      ['get', '/api/participant/transfer'],
      ['post', '/api/participant/transfer/confirm'],
      ['get', '/api/me/logistics'],
      ['put', '/api/me/logistics'],
    ];
    for (const [method, path] of routes) {
      expect([path, (await request(t.app)[method](path)).status]).toEqual([path, 401]);
      const asOrganizer = await request(t.app)[method](path).set('Authorization', `Bearer ${t.organizerToken()}`);
      expect([path, asOrganizer.status]).toEqual([path, 403]);
    }
  });

  describe('public directory', () => {
    it('when profiles are complete, then they are listed with public fields only; incomplete ones are not', async () => {
      const complete = newUserId();
      const incomplete = newUserId();
      await request(t.app)
        .put('/api/participant/profile')
        .set(auth(complete))
        .send({ ...completeProfile, firstName: 'Pública' });
      await request(t.app)
        .put('/api/participant/profile')
        .set(auth(incomplete))
        .send({ ...completeProfile, firstName: 'Sinfoto', photoUrl: '' });
      await request(t.app)
        .put('/api/me/logistics')
        .set(auth(complete))
        .send({ passportNumber: 'X1234567', legalName: 'Ana Pública García' });

      const res = await request(t.app).get('/api/public/participant-profiles');
      expect(res.status).toBe(200);
      const names = res.body.map((p: { firstName: string }) => p.firstName);
      expect(names).toContain('Pública');
      expect(names).not.toContain('Sinfoto');

      const card = res.body.find((p: { firstName: string }) => p.firstName === 'Pública');
      expect(card).toMatchObject({ lastName: 'García', photoUrl: '/media/ana.png', program: 'MBA', university: 'Stanford', cohortYear: 2026 });
      const serialized = JSON.stringify(res.body);
      for (const secret of ['ana@stanford.edu', 'X1234567', 'Ana Pública García', complete]) expect(serialized).not.toContain(secret);
      expect(Object.keys(card)).not.toEqual(expect.arrayContaining(['email']));
      expect(card).not.toHaveProperty('userId');
      expect(card).not.toHaveProperty('logistics');
      expect(card).not.toHaveProperty('hasJoinedWhatsapp');
    });
  });
});
