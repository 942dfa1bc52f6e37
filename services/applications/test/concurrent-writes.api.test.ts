import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { generateTestKeys } from '@trek/testing';
import { startAuthApp, type AuthTestApp } from '../../auth/test/auth-app.fixture.js';
import { bearer, startApplicationsApp, uniqueEmail, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

// FerretDB rewrites a whole document on every update, so these cases lost writes when the emails
// lived inside the application and its history was an array on it. Each case runs many times.
const ROUNDS = 50;
/** A bound, not a measure: fifty rounds on a busy 2-core machine. */
const ROUNDS_TIMEOUT_MS = 240_000;

const keys = generateTestKeys();
let ctx: ApplicationsTestApp;
let auth: AuthTestApp;
let authServer: Server;
const firstOrganizer = '0123456789abcdef01234567';
const secondOrganizer = '89abcdef0123456789abcdef';

beforeAll(async () => {
  auth = await startAuthApp({ keys });
  authServer = createServer(auth.app);
  await new Promise<void>((resolve) => authServer.listen(0, '127.0.0.1', resolve));
  ctx = await startApplicationsApp({ keys, authServiceUrl: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => authServer.close(resolve));
  await auth.close();
});

async function submit(overrides: Record<string, unknown> = {}): Promise<{ ref: string; id: string; email: string }> {
  const application = validApplication(overrides);
  const res = await request(ctx.app).post('/api/applications').send(application);
  expect(res.status).toBe(201);
  const list = await request(ctx.app).get('/api/admin/applications').query({ search: res.body.ref }).set(bearer(ctx.organizerToken(firstOrganizer)));
  return { ref: res.body.ref, id: list.body.applications[0].id, email: application.universityEmail };
}

const detailOf = async (id: string) => (await request(ctx.app).get(`/api/admin/applications/${id}`).set(bearer(ctx.organizerToken(firstOrganizer)))).body;

describe('when an organizer changes a status while the email relay handles the new application', () => {
  it(`then every status change answered 200 is kept, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const changed = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const { id } = await submit();
        const res = await request(ctx.app).patch(`/api/admin/applications/${id}/status`).set(bearer(ctx.organizerToken(firstOrganizer))).send({ status: 'accepted', note: 'Strong' });
        return { id, status: res.status };
      }),
    );
    await ctx.service.relay.run();

    const lost = [];
    for (const { id, status } of changed) {
      expect(status).toBe(200);
      const detail = await detailOf(id);
      if (detail.status !== 'accepted' || !detail.statusHistory.some((entry: { note: string | null }) => entry.note === 'Strong')) lost.push(id);
      expect(detail.emails.map((email: { state: string }) => email.state)).not.toContain('pending');
    }
    expect(lost).toEqual([]);
  }, ROUNDS_TIMEOUT_MS);
});

describe('when two organizers change one application at the same instant', () => {
  it(`then both history entries are kept and the status is the newest entry's, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const applications = await Promise.all(Array.from({ length: ROUNDS }, () => submit()));
    await Promise.all(
      applications.map(({ id }) =>
        Promise.all([
          request(ctx.app).patch(`/api/admin/applications/${id}/status`).set(bearer(ctx.organizerToken(firstOrganizer))).send({ status: 'under_review', note: 'first' }),
          request(ctx.app).patch(`/api/admin/applications/${id}/status`).set(bearer(ctx.organizerToken(secondOrganizer))).send({ status: 'waitlisted', note: 'second' }),
        ]).then((answers) => answers.forEach((answer) => expect(answer.status).toBe(200))),
      ),
    );

    const incomplete = [];
    for (const { id } of applications) {
      const detail = await detailOf(id);
      const notes = detail.statusHistory.map((entry: { note: string | null }) => entry.note);
      const newest = detail.statusHistory.at(-1);
      if (!notes.includes('first') || !notes.includes('second') || detail.status !== newest.status) incomplete.push({ id, notes, status: detail.status });
    }
    expect(incomplete).toEqual([]);
  }, ROUNDS_TIMEOUT_MS);
});

describe('when once-only actions are asked for at the same instant', () => {
  it('then ten submissions of one email store exactly one application', async () => {
    const email = uniqueEmail('burst');
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(ctx.app).post('/api/applications').send(validApplication({ universityEmail: email }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
  });

  it('then five requests for the participant account of one application create exactly one account', async () => {
    const { id } = await submit();
    const organizer = ctx.organizerToken(firstOrganizer);
    await request(ctx.app).patch(`/api/admin/applications/${id}/status`).set(bearer(organizer)).send({ status: 'accepted' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(ctx.app).post(`/api/admin/applications/${id}/participant-account`).set(bearer(organizer))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});
