import request from 'supertest';
import { admissionMessages, INTERNAL_KEY_HEADER } from '@trek/contracts';
import { generateTestKeys } from '@trek/testing';
import { bearer, startApplicationsApp, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

const keys = generateTestKeys();
let ctx: ApplicationsTestApp;
let rosa: string;

beforeAll(async () => {
  ctx = await startApplicationsApp({ keys });
  rosa = ctx.organizerToken('0123456789abcdef01234567');
});

afterAll(async () => {
  await ctx.close();
});

const offerTokenIn = (text: string) => /\/offer#([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/** One accepted applicant, their decision released; the email worker is paused, so the email stays owed and queued. */
async function releasedAcceptance() {
  const application = validApplication({ firstNames: 'Olivia' });
  const submitted = await request(ctx.app).post('/api/applications').send(application);
  expect(submitted.status).toBe(201);
  const row = await request(ctx.app).get('/api/admin/applications').query({ search: submitted.body.ref }).set(bearer(rosa));
  const id = row.body.applications[0].id as string;
  expect((await request(ctx.app).post('/api/admin/applications/decisions').set(bearer(rosa)).send({ applicationIds: [id], decision: 'accepted' })).status).toBe(200);
  expect((await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa))).body).toEqual({ released: 1, offers: 1 });
  return { id, email: application.universityEmail as string };
}

describe('offer links', () => {
  it('when someone reads the outbox or the email queue before the email goes out, then they find no offer link there; the email itself carries a working one', async () => {
    await ctx.worker.pause();
    const { id, email } = await releasedAcceptance();
    const jobId = `admission-decision-${id}-accepted`;

    // What a database or Redis reader sees while the email is owed and queued.
    const owed = await ctx.stores.mongo.collection('email_outbox').find({}).toArray();
    expect(JSON.stringify(owed)).toContain(jobId);
    expect(JSON.stringify(owed)).not.toMatch(/\/offer#[A-Za-z0-9_-]{20,}/);
    const job = await ctx.queue.getJob(jobId);
    expect(job).toBeDefined();
    expect(JSON.stringify(job!.data)).not.toMatch(/\/offer#[A-Za-z0-9_-]{20,}/);

    ctx.worker.resume();
    const sent = await ctx.sink.waitFor((message) => message.to.includes(email) && /\/offer#/.test(message.text));
    const token = offerTokenIn(sent.text);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const view = await request(ctx.app).post('/api/offers/view').send({ token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ state: 'open', firstNames: 'Olivia' });

    // The email log keeps the email's words as queued: the link's placeholder, not the link.
    const logged = await ctx.notificationsDb.collection('emails').find({}).toArray();
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('when another service asks for an offer link without the internal key, or for an answered or unknown offer, then it is refused', async () => {
    const { id } = await releasedAcceptance();
    const offer = await ctx.stores.mongo.collection('admission_offers').findOne({ applicationId: id });
    const path = `/internal/offer-links/${offer!._id.toHexString()}`;

    expect((await request(ctx.app).post(path)).status).toBe(401);
    expect((await request(ctx.app).post(path).set(INTERNAL_KEY_HEADER, 'not-the-key-not-the-key-not-the-key')).status).toBe(401);
    expect((await request(ctx.app).post('/internal/offer-links/0123456789abcdef01234567').set(INTERNAL_KEY_HEADER, ctx.applicationsInternalKey)).status).toBe(404);

    const made = await request(ctx.app).post(path).set(INTERNAL_KEY_HEADER, ctx.applicationsInternalKey);
    expect(made.status).toBe(200);
    const token = offerTokenIn(made.body.url);
    expect((await request(ctx.app).post('/api/offers/decline').send({ token })).status).toBe(200);

    const afterAnswer = await request(ctx.app).post(path).set(INTERNAL_KEY_HEADER, ctx.applicationsInternalKey);
    expect(afterAnswer.status).toBe(410);
    expect(afterAnswer.body.message).toBe(admissionMessages.offerAnswered);
  });
});
