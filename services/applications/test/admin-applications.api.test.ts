import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { applicationMessages as m, authMessages } from '@trek/contracts';
import { generateTestKeys, signTestToken } from '@trek/testing';
// The real auth service in-process: accounts are created through its API, as in production.
import { TEST_INTERNAL_KEY, startAuthApp, type AuthTestApp } from '../../auth/test/auth-app.fixture.js';
import { bearer, startApplicationsApp, uniqueEmail, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

const keys = generateTestKeys();
let ctx: ApplicationsTestApp;
let auth: AuthTestApp;
let authServer: Server;
let organizer: string;

beforeAll(async () => {
  auth = await startAuthApp({ keys });
  authServer = createServer(auth.app);
  await new Promise<void>((resolve) => authServer.listen(0, '127.0.0.1', resolve));
  // The worker asks auth for each set-password link when it sends the email, with auth's internal key.
  ctx = await startApplicationsApp({ keys, authServiceUrl: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`, authInternalKey: TEST_INTERNAL_KEY });
  organizer = ctx.organizerToken('0123456789abcdef01234567');
});

afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => authServer.close(resolve));
  await auth.close();
});

async function submitted(overrides: Record<string, unknown> = {}, language = 'en') {
  const application = validApplication(overrides);
  const res = await request(ctx.app).post('/api/applications').set('Accept-Language', language).send(application);
  expect(res.status).toBe(201);
  const list = await request(ctx.app).get('/api/admin/applications').query({ search: res.body.ref }).set(bearer(organizer));
  return { ...application, ref: res.body.ref as string, id: list.body.applications[0].id as string };
}

const someId = '0123456789abcdef01234567';
const organizerOnly: Array<{ method: 'get' | 'post' | 'patch'; path: string; body?: object }> = [
  { method: 'get', path: '/api/admin/applications' },
  { method: 'get', path: '/api/admin/applications/stats' },
  { method: 'get', path: '/api/admin/applications/export.csv' },
  { method: 'get', path: `/api/admin/applications/${someId}` },
  { method: 'get', path: '/api/admin/applications/audit' },
  { method: 'patch', path: `/api/admin/applications/${someId}/status`, body: { status: 'accepted' } },
  { method: 'post', path: `/api/admin/applications/${someId}/participant-account`, body: {} },
];

describe('organizer-only endpoints', () => {
  it.each(organizerOnly)('$method $path answers 401 without a token', async ({ method, path, body }) => {
    const res = await request(ctx.app)[method](path).send(body);
    expect(res.status).toBe(401);
  });

  it.each(organizerOnly)('$method $path answers 403 for a participant, even with a forged role header', async ({ method, path, body }) => {
    const res = await request(ctx.app)[method](path).set(bearer(ctx.participantToken())).set('x-user-role', 'ORGANIZER').send(body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: authMessages.forbidden });
  });
});

describe('reviewing applications', () => {
  it('when an organizer searches by name, email or reference, then matches come newest first and regex characters match literally', async () => {
    const tag = `Zq${Date.now()}`;
    const older = await submitted({ lastName: `${tag} Older` });
    const newer = await submitted({ lastName: `${tag} Newer` });
    const byName = await request(ctx.app).get('/api/admin/applications').query({ search: tag.toLowerCase() }).set(bearer(organizer));
    expect(byName.status).toBe(200);
    expect(byName.body.applications.map((a: { ref: string }) => a.ref)).toEqual([newer.ref, older.ref]);
    expect(byName.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });

    const byEmail = await request(ctx.app).get('/api/admin/applications').query({ search: older.universityEmail }).set(bearer(organizer));
    expect(byEmail.body.applications.map((a: { ref: string }) => a.ref)).toEqual([older.ref]);

    const regex = await request(ctx.app).get('/api/admin/applications').query({ search: '.*' }).set(bearer(organizer));
    expect(regex.body.total).toBe(0);
  });

  it('when filtered by affiliation, commitment and passport, then only matching applications are listed, a page at a time', async () => {
    const school = `Kellogg ${Date.now()}`;
    const match = await submitted({ affiliation: `MBA, ${school}`, commitment: 'PARTIAL', passportValid: 'NO' });
    await submitted({ affiliation: `MBA, ${school}`, commitment: 'COMMITTED' });
    const res = await request(ctx.app)
      .get('/api/admin/applications')
      .query({ affiliation: school.toLowerCase(), commitment: 'PARTIAL', passportValid: 'NO', status: '' })
      .set(bearer(organizer));
    expect(res.body.applications.map((a: { ref: string }) => a.ref)).toEqual([match.ref]);

    const paged = await request(ctx.app).get('/api/admin/applications').query({ affiliation: school, pageSize: 1, page: 2 }).set(bearer(organizer));
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.applications).toHaveLength(1);
  });

  it('when the page size is above 100 or the status unknown, then 400', async () => {
    expect((await request(ctx.app).get('/api/admin/applications').query({ pageSize: 101 }).set(bearer(organizer))).status).toBe(400);
    expect((await request(ctx.app).get('/api/admin/applications').query({ status: 'hired' }).set(bearer(organizer))).status).toBe(400);
  });

  it('when an organizer opens an application, then every answer is there with its history', async () => {
    const application = await submitted({ comments: 'Vegetarian', referral: 'team-Ana López' });
    const res = await request(ctx.app).get(`/api/admin/applications/${application.id}`).set(bearer(organizer));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: application.id,
      ref: application.ref,
      firstNames: application.firstNames,
      interest250: application.interest250,
      goals250: application.goals250,
      favoriteFood: application.favoriteFood,
      comments: 'Vegetarian',
      referral: 'team-Ana López',
      status: 'submitted',
      participantAccountId: null,
      statusHistory: [{ status: 'submitted', note: null, by: null, byName: null, at: expect.any(String) }],
    });
  });

  it('when the id is unknown or malformed, then 404 or 400', async () => {
    const missing = await request(ctx.app).get(`/api/admin/applications/${someId}`).set(bearer(organizer));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(m.notFound);
    expect((await request(ctx.app).get('/api/admin/applications/not-an-id').set(bearer(organizer))).status).toBe(400);
  });

  it('when an organizer changes the status with a note, then it is recorded in the history with who, by name, and when', async () => {
    const application = await submitted();
    const reviewer = 'abcdefabcdefabcdefabcdef';
    const res = await request(ctx.app)
      .patch(`/api/admin/applications/${application.id}/status`)
      .set(bearer(signTestToken(ctx.keys, { role: 'ORGANIZER', userId: reviewer, name: 'Rosa Reviewer' })))
      .send({ status: 'under_review', note: 'Strong motivation' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('under_review');
    expect(res.body.statusHistory).toEqual([
      { status: 'submitted', note: null, by: null, byName: null, at: expect.any(String) },
      { status: 'under_review', note: 'Strong motivation', by: reviewer, byName: 'Rosa Reviewer', at: expect.any(String) },
    ]);
  });

  it('when an organizer changes the status, then the audit trail names them, the new status and the reference, never the applicant nor the note', async () => {
    const application = await submitted();
    const reviewer = 'cdefabcdefabcdefabcdefab';
    const res = await request(ctx.app)
      .patch(`/api/admin/applications/${application.id}/status`)
      .set(bearer(signTestToken(ctx.keys, { role: 'ORGANIZER', userId: reviewer, name: 'Rosa Reviewer' })))
      .send({ status: 'waitlisted', note: `Ask ${application.firstNames} again` });
    expect(res.status).toBe(200);

    const audit = await request(ctx.app).get('/api/admin/applications/audit').set(bearer(organizer));
    expect(audit.status).toBe(200);
    expect(audit.body.events[0]).toEqual({
      id: expect.any(String),
      actorId: reviewer,
      actorName: 'Rosa Reviewer',
      action: 'application.status',
      target: `application:${application.id}`,
      summary: `Status of application ${application.ref} set to Waitlisted`,
      at: expect.any(String),
    });
    const recorded = JSON.stringify(audit.body);
    for (const privateText of [application.firstNames, application.lastName, application.universityEmail]) expect(recorded).not.toContain(privateText);
  });

  it('when the organizer signed in before tokens carried names, then the change keeps their id and no name, for the page to look up', async () => {
    const application = await submitted();
    const reviewer = 'bcdefabcdefabcdefabcdefa';
    const res = await request(ctx.app)
      .patch(`/api/admin/applications/${application.id}/status`)
      .set(bearer(ctx.organizerToken(reviewer)))
      .send({ status: 'waitlisted' });
    expect(res.status).toBe(200);
    expect(res.body.statusHistory.at(-1)).toEqual({ status: 'waitlisted', note: null, by: reviewer, byName: null, at: expect.any(String) });
  });

  it('when the status is not one of the workflow, then 400 with the message', async () => {
    const application = await submitted();
    const res = await request(ctx.app).patch(`/api/admin/applications/${application.id}/status`).set(bearer(organizer)).send({ status: 'hired' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Status must be submitted, under_review, accepted, waitlisted, rejected, confirmed or declined');
  });

  it('when an organizer reads the stats, then every status is counted for the edition', async () => {
    const before = (await request(ctx.app).get('/api/admin/applications/stats').set(bearer(organizer))).body;
    const application = await submitted();
    const waitlisted = await request(ctx.app).patch(`/api/admin/applications/${application.id}/status`).set(bearer(organizer)).send({ status: 'waitlisted' });
    expect(waitlisted.status).toBe(200);
    const after = await request(ctx.app).get('/api/admin/applications/stats').set(bearer(organizer));
    expect(after.status).toBe(200);
    expect(after.body.total).toBe(before.total + 1);
    expect(after.body.byStatus.waitlisted).toBe(before.byStatus.waitlisted + 1);
    expect(Object.keys(after.body.byStatus).sort()).toEqual(['accepted', 'confirmed', 'declined', 'rejected', 'submitted', 'under_review', 'waitlisted']);
  });
});

describe('CSV export', () => {
  it('when answers hold commas, quotes and formula-leading characters, then the CSV quotes them and neutralises formulas', async () => {
    const tag = `Csv${Date.now()}`;
    await submitted({
      firstNames: '=HYPERLINK("http://evil.example","click")',
      lastName: `${tag}, "Junior"`,
      affiliation: '@SUM(A1:A2)',
      favoriteFood: '-2+3',
      comments: '+cmd|calc',
      interest250: 'Split on semicolons;=1+1',
    });
    const res = await request(ctx.app).get('/api/admin/applications/export.csv').query({ search: tag }).set(bearer(organizer));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="applications-2026.csv"');
    const [header, row, ...rest] = res.text.replace(/^\uFEFF/, '').trim().split('\n');
    expect(rest).toEqual([]);
    expect(header).toContain('"Reference","Submitted","Status","First and middle names","Last name"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain(`"${tag}, ""Junior"""`);
    expect(row).toContain(`,"'@SUM(A1:A2)",`);
    expect(row).toContain(`,"'-2+3",`);
    expect(row).toContain(`,"'+cmd|calc",`);
    expect(row).toContain(`"'+1 650 555 0100"`);
    // A spreadsheet splitting on ';' would start a cell at '=1+1'.
    expect(row).toContain(`"Split on semicolons;'=1+1"`);
    // Every cell is quoted, the empty participant account too.
    expect(row?.endsWith(',""')).toBe(true);
  });
});

describe('malformed filters', () => {
  it.each(['search', 'affiliation'])('when %s holds a null byte, then 400 with a clear message', async (field) => {
    const res = await request(ctx.app).get('/api/admin/applications').query({ [field]: 'a\u0000b' }).set(bearer(organizer));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Search text must not contain control characters');
  });
});

describe('participant account from an application', () => {
  it('when the application is not accepted, then 409 and no account is created', async () => {
    const application = await submitted();
    const res = await request(ctx.app).post(`/api/admin/applications/${application.id}/participant-account`).set(bearer(organizer));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(m.accountNeedsAcceptance);
  });

  it('when an accepted application gets its account, then auth creates it without a password and the applicant chooses one through the link in the welcome, once', async () => {
    const application = await submitted({ firstNames: 'Valentina' });
    await request(ctx.app).patch(`/api/admin/applications/${application.id}/status`).set(bearer(organizer)).send({ status: 'accepted' });

    const before = Date.now();
    const res = await request(ctx.app).post(`/api/admin/applications/${application.id}/participant-account`).set(bearer(organizer));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ accountId: expect.any(String), email: application.universityEmail, setPasswordLinkExpiresAt: expect.any(String) });
    expect(Math.round((Date.parse(res.body.setPasswordLinkExpiresAt as string) - before) / 3_600_000)).toBe(72);

    const email = await ctx.sink.waitFor((message) => message.subject === 'Your Mexico Trek 2026 participant account' && message.to.includes(application.universityEmail));
    expect(email.text).toContain('Dear Valentina,');
    expect(email.text).toContain('Choose your password with this link (it works once, for 72 hours):');
    expect(email.text).toContain('http://trek.test/#auth');
    expect(email.text).not.toContain('Password:');
    const token = /http:\/\/trek\.test\/set-password#token=([A-Za-z0-9_-]{43})/.exec(email.text)?.[1];
    expect(token).toEqual(expect.any(String));

    // The token is in the delivered email only: not in the outbox, the queue's job or the email log.
    const jobId = `participant-credentials-${application.id}`;
    const traces = JSON.stringify({
      owed: await ctx.stores.mongo.collection('email_outbox').find({ jobId }).toArray(),
      settled: await ctx.stores.mongo.collection('email_outbox_settled').find({ jobId }).toArray(),
      job: (await ctx.queue.getJob(jobId))?.data,
      log: await ctx.notificationsDb.collection('emails').find({ jobId }).toArray(),
    });
    expect(traces).toContain('{{set-password-link}}');
    expect(traces).not.toContain(token);

    expect((await request(auth.app).post('/api/auth/login').send({ email: application.universityEmail, password: 'any guess at all' })).status).toBe(401);
    const set = await request(auth.app).post('/api/auth/set-password').send({ token, password: 'valentina chose 1' });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ role: 'PARTICIPANT', fullName: `Valentina ${application.lastName}` });
    expect((await request(auth.app).post('/api/auth/login').send({ email: application.universityEmail, password: 'valentina chose 1' })).status).toBe(200);
    expect((await request(auth.app).post('/api/auth/set-password').send({ token, password: 'someone else 2' })).status).toBe(410);

    const detail = await request(ctx.app).get(`/api/admin/applications/${application.id}`).set(bearer(organizer));
    expect(detail.body.participantAccountId).toBe(res.body.accountId);
    expect(detail.body.emails).toContainEqual(expect.objectContaining({ kind: 'participant-credentials', jobId }));
    await ctx.sink.waitFor((message) => message.subject.startsWith('You are in') && message.to.includes(application.universityEmail));
    // The acceptance (with its offer) and the welcome went out: auth did not send a second email of its own.
    expect(ctx.sink.messages.filter((message) => message.to.includes(application.universityEmail)).map((message) => message.subject).sort()).toEqual([
      'We received your Mexico Trek 2026 application (' + application.ref + ')',
      'You are in: Mexico Trek 2026 (' + application.ref + ')',
      'Your Mexico Trek 2026 participant account',
    ]);

    const again = await request(ctx.app).post(`/api/admin/applications/${application.id}/participant-account`).set(bearer(organizer));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.accountAlreadyCreated);
  });

  it('when the applicant applied in Spanish, then the welcome is in Spanish and the account keeps Spanish for their later emails', async () => {
    const application = await submitted({ firstNames: 'Ximena' }, 'es');
    await request(ctx.app).patch(`/api/admin/applications/${application.id}/status`).set(bearer(organizer)).send({ status: 'accepted' });
    const res = await request(ctx.app).post(`/api/admin/applications/${application.id}/participant-account`).set(bearer(organizer));
    expect(res.status).toBe(201);

    const email = await ctx.sink.waitFor((message) => message.subject === 'Tu cuenta de participante del Mexico Trek 2026' && message.to.includes(application.universityEmail));
    expect(email.text).toContain('Hola, Ximena:');
    expect(email.text).toContain('Elige tu contraseña con este enlace (funciona una sola vez, durante 72 horas):');
    expect(email.text).toMatch(/http:\/\/trek\.test\/set-password#token=[A-Za-z0-9_-]{43}/);
    const accounts = await request(auth.app).get('/api/admin/accounts').query({ search: application.universityEmail }).set(bearer(organizer));
    expect(accounts.body.accounts).toEqual([expect.objectContaining({ email: application.universityEmail, language: 'es' })]);
  });

  it('when auth already has an account for the email, then 409 with a clear message', async () => {
    const email = uniqueEmail('existing');
    await request(auth.app).post('/api/admin/accounts').set(bearer(organizer)).send({ email, fullName: 'Already There', password: 'long enough 1' });
    const application = await submitted({ universityEmail: email });
    await request(ctx.app).patch(`/api/admin/applications/${application.id}/status`).set(bearer(organizer)).send({ status: 'accepted' });
    const res = await request(ctx.app).post(`/api/admin/applications/${application.id}/participant-account`).set(bearer(organizer));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(m.accountEmailTaken);
  });
});
