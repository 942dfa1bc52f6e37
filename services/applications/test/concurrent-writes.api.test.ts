import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { admissionMessages, DEFAULT_ADMISSION_SETTINGS } from '@trek/contracts';
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
});

// FerretDB 1.24 answers a query on anything but _id by reading every document of the collection:
// each case runs on a database of its own, so one case's applications do not make the next one's reads longer.
beforeEach(async () => {
  ctx = await startApplicationsApp({ keys, authServiceUrl: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}` });
});

afterEach(async () => {
  await ctx.close();
});

afterAll(async () => {
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

describe('when two organizers decide one application at the same instant', () => {
  it(`then each move is judged against the status the other left, every move answered 200 is in the history and the status is the newest entry's, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const applications = await Promise.all(Array.from({ length: ROUNDS }, () => submit()));
    const answers = await Promise.all(
      applications.map(({ id }) =>
        Promise.all([
          request(ctx.app).patch(`/api/admin/applications/${id}/status`).set(bearer(ctx.organizerToken(firstOrganizer))).send({ status: 'under_review', note: 'first' }),
          request(ctx.app).patch(`/api/admin/applications/${id}/status`).set(bearer(ctx.organizerToken(secondOrganizer))).send({ status: 'waitlisted', note: 'second' }),
        ]),
      ),
    );

    const incomplete = [];
    for (const [index, { id }] of applications.entries()) {
      const [first, second] = answers[index]!;
      // Waitlisted first leaves no way back to review (409); review first still allows the waitlist.
      expect(second!.status).toBe(200);
      expect([200, 409]).toContain(first!.status);
      const detail = await detailOf(id);
      const notes = detail.statusHistory.map((entry: { note: string | null }) => entry.note);
      const newest = detail.statusHistory.at(-1);
      if ((first!.status === 200) !== notes.includes('first') || !notes.includes('second') || detail.status !== newest.status || detail.status !== 'waitlisted') {
        incomplete.push({ id, notes, status: detail.status });
      }
    }
    expect(incomplete).toEqual([]);
  }, ROUNDS_TIMEOUT_MS);
});

describe('when the season\'s once-only steps are asked for at the same instant', () => {
  let year = 2060;
  /** An edition of its own per case, with this many seats. */
  function editionWithSeats(totalSpots: number) {
    year += 1;
    ctx.content.edition = { ...ctx.content.edition, year, startDate: `${year}-03-15`, endDate: `${year}-03-22`, day0Date: `${year}-03-14`, admissions: { ...DEFAULT_ADMISSION_SETTINGS, totalSpots } };
  }
  const organizer = () => ctx.organizerToken(firstOrganizer);
  async function acceptedWithOffers(count: number): Promise<string[]> {
    const applicants = await Promise.all(Array.from({ length: count }, () => submit()));
    await request(ctx.app).post('/api/admin/applications/decisions').set(bearer(organizer())).send({ applicationIds: applicants.map((applicant) => applicant.id), decision: 'accepted' });
    expect((await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(organizer()))).status).toBe(200);
    return Promise.all(
      applicants.map(async ({ email }) => /\/offer#([A-Za-z0-9_-]+)/.exec((await ctx.sink.waitFor((message) => message.to.includes(email) && message.text.includes('/offer#'))).text)![1]!),
    );
  }

  it('then two offers confirmed at once for the last seat: one holds it, the other is told no spot is left, 10 times out of 10', async () => {
    for (let round = 0; round < 10; round++) {
      editionWithSeats(1);
      const tokens = await acceptedWithOffers(2);
      const answers = await Promise.all(tokens.map((token) => request(ctx.app).post('/api/offers/confirm').send({ token })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(admissionMessages.noSpotLeft);
      expect(await ctx.service.domain.offers.seatsHeld(year)).toBe(1);
    }
  }, ROUNDS_TIMEOUT_MS);

  it('then one link confirmed twice at once confirms once and holds one seat', async () => {
    editionWithSeats(5);
    const [token] = await acceptedWithOffers(1);
    const answers = await Promise.all([1, 2, 3].map(() => request(ctx.app).post('/api/offers/confirm').send({ token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await ctx.service.domain.offers.seatsHeld(year)).toBe(1);
  });

  it('then two organizers releasing at once release each decision once, with one email each', async () => {
    editionWithSeats(5);
    const applicants = await Promise.all(Array.from({ length: 6 }, () => submit()));
    await request(ctx.app).post('/api/admin/applications/decisions').set(bearer(organizer())).send({ applicationIds: applicants.map((applicant) => applicant.id), decision: 'rejected' });
    const answers = await Promise.all([firstOrganizer, secondOrganizer].map((id) => request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(ctx.organizerToken(id)))));
    const released = answers.filter((answer) => answer.status === 200).reduce((sum, answer) => sum + (answer.body.released as number), 0);
    expect(released).toBe(6);
    await Promise.all(applicants.map(({ email }) => ctx.sink.waitFor((message) => message.to.includes(email) && message.subject.startsWith('Your Mexico Trek'))));
    await ctx.service.relay.run();
    for (const { email, id } of applicants) {
      expect(ctx.sink.messages.filter((message) => message.to.includes(email) && message.subject.startsWith('Your Mexico Trek'))).toHaveLength(1);
      expect((await detailOf(id)).statusHistory.filter((entry: { status: string }) => entry.status === 'rejected')).toHaveLength(1);
    }
  });
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

describe('when the Overview reads the funnel while two organizers decide', () => {
  it('then every read answers with all the applications and counts no more in a stage than there are, and the last read matches the statuses', async () => {
    const before = ctx.content.edition;
    // An edition of its own: only this case's applications count.
    ctx.content.edition = { ...before, year: 2043, startDate: '2043-03-15', endDate: '2043-03-22', day0Date: '2043-03-14' };
    try {
      const applications = await Promise.all(Array.from({ length: 20 }, () => submit()));
      const move = (organizer: string, id: string, status: string) =>
        request(ctx.app).patch(`/api/admin/applications/${id}/status`).set(bearer(ctx.organizerToken(organizer))).send({ status });
      const funnel = () => request(ctx.app).get('/api/admin/applications/funnel').set(bearer(ctx.organizerToken(firstOrganizer)));
      const [moves, reads] = await Promise.all([
        Promise.all(applications.map(({ id }, index) => (index % 2 === 0 ? move(firstOrganizer, id, 'waitlisted') : move(secondOrganizer, id, 'under_review')))),
        Promise.all(Array.from({ length: 20 }, () => funnel())),
      ]);

      expect(moves.map((answer) => answer.status)).toEqual(applications.map(() => 200));
      for (const read of reads) {
        expect(read.status).toBe(200);
        expect(read.body).toMatchObject({ year: 2043, applications: 20, accepted: 0, confirmed: 0, declined: 0 });
        expect(read.body.waitlisted).toBeLessThanOrEqual(10);
      }
      expect((await funnel()).body).toEqual({ year: 2043, applications: 20, reviewed: 0, accepted: 0, offersOut: 0, confirmed: 0, declined: 0, waitlisted: 10 });
    } finally {
      ctx.content.edition = before;
    }
  }, ROUNDS_TIMEOUT_MS);
});
