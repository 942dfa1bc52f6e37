import request from 'supertest';
import { PEOPLE_PAGE_MAX, authMessages } from '@trek/contracts';
import { bearer, createParticipant, registerOrganizer, startAuthApp, uniqueEmail, type AuthTestApp } from './auth-app.fixture.js';

let ctx: AuthTestApp;
let organizerToken: string;
let organizerId: string;
beforeAll(async () => {
  ctx = await startAuthApp();
  const organizer = await registerOrganizer(ctx.app);
  organizerToken = organizer.token;
  organizerId = organizer.res.body.user.id as string;
});
afterAll(async () => {
  await ctx.close();
});

const AUDIT_PATH = '/api/admin/audit/accounts';
const auditEvents = (target: string) => ctx.mongo.collection('audit_events').find({ target }).sort({ at: 1, _id: 1 }).toArray();

describe('the audit trail of Auth Spots', () => {
  it('when an organizer creates, resets, disables and enables an account, then each change is recorded without the password', async () => {
    const email = uniqueEmail('audited');
    const created = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email, fullName: 'Audie Ted', password: 'chosen password 9' });
    const id = created.body.account.id as string;
    const reset = await request(ctx.app).post(`/api/admin/accounts/${id}/reset-password`).set(bearer(organizerToken)).send({});
    expect(reset.status).toBe(200);
    await request(ctx.app).patch(`/api/admin/accounts/${id}`).set(bearer(organizerToken)).send({ disabled: true });
    await request(ctx.app).patch(`/api/admin/accounts/${id}`).set(bearer(organizerToken)).send({ disabled: false });

    const events = await auditEvents(`account:${id}`);
    expect(events.map((event) => [event.action, event.actorId])).toEqual([
      ['account.create', organizerId],
      ['account.reset-password', organizerId],
      ['account.disable', organizerId],
      ['account.enable', organizerId],
    ]);
    expect(events[0]!.summary).toContain(email);
    expect(events[1]!.summary).toBe(`Reset the password of ${email} and emailed a link to set a new one`);
    const recorded = JSON.stringify(events);
    expect(recorded).not.toContain('chosen password 9');
  });

  it('when the setup key is rotated, then the rotation is recorded and the new key is not', async () => {
    const rotated = await request(ctx.app).post('/api/admin/setup-key').set(bearer(organizerToken));
    expect(rotated.status).toBe(200);
    const events = await auditEvents('setup-key');
    expect(events).toEqual([expect.objectContaining({ action: 'setup-key.rotate', actorId: organizerId })]);
    expect(JSON.stringify(events)).not.toContain(rotated.body.setupKey as string);
  });

  it('when a change is refused, then nothing is recorded', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const before = await ctx.mongo.collection('audit_events').countDocuments();
    const short = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email: uniqueEmail('short'), fullName: 'Short Pass', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: authMessages.passwordTooShort });
    const unknown = await request(ctx.app).post('/api/admin/accounts/0123456789abcdef01234567/reset-password').set(bearer(organizerToken)).send({});
    expect(unknown.status).toBe(404);
    const notBoolean = await request(ctx.app).patch(`/api/admin/accounts/${participant.id}`).set(bearer(organizerToken)).send({ disabled: 'yes' });
    expect(notBoolean.status).toBe(400);
    const asParticipant = await request(ctx.app).patch(`/api/admin/accounts/${participant.id}`).set(bearer(participant.token)).send({ disabled: true });
    expect(asParticipant.status).toBe(403);
    expect(await ctx.mongo.collection('audit_events').countDocuments()).toBe(before);
  });
});

describe('the accounts activity log', () => {
  it('when an organizer creates and disables an account, then the log lists both newest first and is never cached', async () => {
    const created = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email: uniqueEmail('logged'), fullName: 'Log Ged' });
    const id = created.body.account.id as string;
    await request(ctx.app).patch(`/api/admin/accounts/${id}`).set(bearer(organizerToken)).send({ disabled: true });

    const res = await request(ctx.app).get(AUDIT_PATH).query({ pageSize: 2 }).set(bearer(organizerToken));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(res.body.events.map((event: { action: string; actorId: string; target: string }) => [event.action, event.actorId, event.target])).toEqual([
      ['account.disable', organizerId, `account:${id}`],
      ['account.create', organizerId, `account:${id}`],
    ]);
  });

  it('when an organizer changes something, then the entry names them as they signed up, from their token', async () => {
    const created = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email: uniqueEmail('named'), fullName: 'Nam Ed' });
    const res = await request(ctx.app).get(AUDIT_PATH).query({ pageSize: 1 }).set(bearer(organizerToken));
    expect(res.body.events[0]).toMatchObject({ action: 'account.create', target: `account:${created.body.account.id as string}`, actorId: organizerId, actorName: 'Olivia Organizer' });
  });

  it('when a participant asks, even with a forged role header, then 403', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const res = await request(ctx.app).get(AUDIT_PATH).set(bearer(participant.token)).set('x-user-role', 'ORGANIZER');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: authMessages.forbidden });
  });

  it('when nobody is signed in, then 401', async () => {
    const res = await request(ctx.app).get(AUDIT_PATH);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: authMessages.signInRequired });
  });

  it('when the paging is not a positive page or a size up to 100, then 400', async () => {
    expect((await request(ctx.app).get(AUDIT_PATH).query({ page: 0 }).set(bearer(organizerToken))).status).toBe(400);
    expect((await request(ctx.app).get(AUDIT_PATH).query({ pageSize: 101 }).set(bearer(organizerToken))).status).toBe(400);
  });
});

describe('paging the accounts', () => {
  it('when there are more accounts than a page, then the next page continues where the last ended, newest first', async () => {
    const marker = `pager${Date.now()}`;
    const emails: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const email = uniqueEmail(marker);
      emails.push(email);
      await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email, fullName: `Pager ${n}` });
    }
    const page = async (number: number) =>
      (await request(ctx.app).get('/api/admin/accounts').query({ search: marker, page: number, pageSize: 2 }).set(bearer(organizerToken))).body;
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.total).toBe(5);
    const listed = [...first.accounts, ...second.accounts, ...third.accounts].map((account: { email: string }) => account.email);
    expect(listed).toEqual([...emails].reverse());
  });

  it('when a page size above the largest page of people is asked, then 400', async () => {
    const res = await request(ctx.app).get('/api/admin/accounts').query({ pageSize: PEOPLE_PAGE_MAX + 1 }).set(bearer(organizerToken));
    expect(res.status).toBe(400);
  });

  it('when a service asks for the largest page, then every account of the role is on it', async () => {
    const res = await request(ctx.app).get('/api/admin/accounts').query({ role: 'PARTICIPANT', pageSize: PEOPLE_PAGE_MAX }).set(bearer(organizerToken));
    expect(res.status).toBe(200);
    expect(res.body.accounts).toHaveLength(res.body.total);
  });
});
