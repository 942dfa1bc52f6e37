import request from 'supertest';
import { admissionsFunnelSchema, DEFAULT_ADMISSION_SETTINGS } from '@trek/contracts';
import { generateTestKeys } from '@trek/testing';
import { TEST_INTERNAL_KEY, startAuthApp, type AuthTestApp } from '../../auth/test/auth-app.fixture.js';
import { bearer, openEdition, startApplicationsApp, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

const keys = generateTestKeys();
let ctx: ApplicationsTestApp;
let auth: AuthTestApp;
let rosa: string;

beforeAll(async () => {
  auth = await startAuthApp({ keys });
  ctx = await startApplicationsApp({ keys, authServiceUrl: auth.url, authInternalKey: TEST_INTERNAL_KEY });
  rosa = ctx.organizerToken('0123456789abcdef01234567');
});

afterAll(async () => {
  await ctx.close();
  await auth.close();
});

async function submit() {
  const application = validApplication();
  const res = await request(ctx.app).post('/api/applications').send(application);
  expect(res.status).toBe(201);
  const list = await request(ctx.app).get('/api/admin/applications').query({ search: res.body.ref }).set(bearer(rosa));
  return { ...application, id: list.body.applications[0].id as string };
}

async function offerToken(email: string): Promise<string> {
  const message = await ctx.sink.waitFor((candidate) => candidate.to.includes(email) && /\/offer#/.test(candidate.text));
  return /\/offer#([A-Za-z0-9_-]+)/.exec(message.text)?.[1] ?? '';
}

const funnel = (token = rosa) => request(ctx.app).get('/api/admin/applications/funnel').set(bearer(token));

describe('the Overview funnel', () => {
  it('when applications are reviewed, decided, released and answered, then each stage counts them', async () => {
    // A year of its own, so no other test's applications count; freed spots wait for a click.
    ctx.content.edition = { ...openEdition(), year: 2041, startDate: '2041-03-15', endDate: '2041-03-22', day0Date: '2041-03-14', admissions: { ...DEFAULT_ADMISSION_SETTINGS, waitlistAutoOffer: false } };
    const [confirms, declines, waits, waitlisted, rejected] = [await submit(), await submit(), await submit(), await submit(), await submit()];
    await submit();
    expect((await funnel()).body).toEqual({ year: 2041, applications: 6, reviewed: 0, accepted: 0, offersOut: 0, confirmed: 0, declined: 0, waitlisted: 0 });

    const scores = { motivation: 4, fit: 4, commitment: 5 };
    for (const id of [confirms.id, declines.id]) {
      expect((await request(ctx.app).put(`/api/admin/applications/${id}/review`).set(bearer(rosa)).send({ scores, comment: '' })).status).toBe(200);
    }
    const decide = (ids: string[], decision: string) => request(ctx.app).post('/api/admin/applications/decisions').set(bearer(rosa)).send({ applicationIds: ids, decision });
    await decide([confirms.id, declines.id, waits.id], 'accepted');
    await decide([waitlisted.id], 'waitlisted');
    await decide([rejected.id], 'rejected');
    // Drafts reach nobody, so the funnel does not move yet.
    expect((await funnel()).body).toMatchObject({ reviewed: 2, accepted: 0, offersOut: 0, waitlisted: 0 });
    expect((await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa))).status).toBe(200);
    expect((await request(ctx.app).post('/api/offers/confirm').send({ token: await offerToken(confirms.universityEmail) })).body.state).toBe('confirmed');
    expect((await request(ctx.app).post('/api/offers/decline').send({ token: await offerToken(declines.universityEmail) })).body.state).toBe('declined');

    const answer = await funnel();
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(admissionsFunnelSchema.parse(answer.body)).toEqual({ year: 2041, applications: 6, reviewed: 2, accepted: 3, offersOut: 1, confirmed: 1, declined: 1, waitlisted: 1 });
  });

  it('without a token 401, as a participant 403', async () => {
    expect((await request(ctx.app).get('/api/admin/applications/funnel')).status).toBe(401);
    expect((await funnel(ctx.participantToken())).status).toBe(403);
  });
});
