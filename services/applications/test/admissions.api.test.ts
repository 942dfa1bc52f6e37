import { Queue } from 'bullmq';
import request from 'supertest';
import { admissionMessages, DEFAULT_ADMISSION_SETTINGS, QUEUES, reviewMessages } from '@trek/contracts';
import { generateTestKeys } from '@trek/testing';
import { TEST_INTERNAL_KEY, startAuthApp, type AuthTestApp } from '../../auth/test/auth-app.fixture.js';
import { runOffersRelay } from '../src/domain/offers/confirmation-follow-up.js';
import { makeOffer } from '../src/domain/offers/make-offer.js';
import { bearer, openEdition, startApplicationsApp, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

const keys = generateTestKeys();
let ctx: ApplicationsTestApp;
let auth: AuthTestApp;
let rosa: string;
let tomas: string;
const ROSA = '0123456789abcdef01234567';
const TOMAS = '0123456789abcdef01234568';

beforeAll(async () => {
  // Auth with its own email worker: the set-password link of a confirmed applicant's new account is its email.
  auth = await startAuthApp({ keys, mail: true });
  ctx = await startApplicationsApp({ keys, authServiceUrl: auth.url, authInternalKey: TEST_INTERNAL_KEY });
  rosa = ctx.organizerToken(ROSA);
  tomas = ctx.organizerToken(TOMAS);
});

afterAll(async () => {
  await ctx.close();
  await auth.close();
});

/** Each test starts from an edition of its own year, so lists, drafts and seats never mix. */
let nextYear = 2030;
function freshEdition(admissions: Partial<typeof DEFAULT_ADMISSION_SETTINGS> = {}) {
  const year = nextYear++;
  ctx.content.edition = { ...openEdition(), year, startDate: `${year}-03-15`, endDate: `${year}-03-22`, day0Date: `${year}-03-14`, admissions: { ...DEFAULT_ADMISSION_SETTINGS, ...admissions } };
  return year;
}

async function submit(overrides: Record<string, unknown> = {}, language = 'en') {
  const application = validApplication(overrides);
  const res = await request(ctx.app).post('/api/applications').set('Accept-Language', language).send(application);
  expect(res.status).toBe(201);
  const list = await request(ctx.app).get('/api/admin/applications').query({ search: res.body.ref }).set(bearer(rosa));
  return { ...application, ref: res.body.ref as string, id: list.body.applications[0].id as string };
}

const review = (token: string, id: string, scores: Record<string, number>, comment = '') =>
  request(ctx.app).put(`/api/admin/applications/${id}/review`).set(bearer(token)).send({ scores, comment });
const all = (motivation: number, fit: number, commitment: number) => ({ motivation, fit, commitment });

async function decide(token: string, ids: string[], decision: string) {
  const res = await request(ctx.app).post('/api/admin/applications/decisions').set(bearer(token)).send({ applicationIds: ids, decision });
  expect(res.status).toBe(200);
  return res.body;
}

/** Every email to the applicant but the confirmation of their submission. */
const decisionEmailsTo = (email: string) => ctx.sink.messages.filter((message) => message.to.includes(email) && !/received your|Recibimos tu solicitud/.test(message.subject));
const offerTokenIn = (text: string) => /\/offer#([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

async function offerToken(email: string): Promise<string> {
  const message = await ctx.sink.waitFor((candidate) => candidate.to.includes(email) && /\/offer#/.test(candidate.text));
  return offerTokenIn(message.text);
}

describe('reviews', () => {
  it('when two organizers score applications, then the list sorts and filters by mean, count, spread and "not reviewed by me"', async () => {
    freshEdition();
    const strong = await submit();
    const split = await submit();
    const unseen = await submit();
    expect((await review(rosa, strong.id, all(5, 5, 4), 'Great fit')).status).toBe(200);
    expect((await review(tomas, strong.id, all(4, 5, 5))).status).toBe(200);
    expect((await review(rosa, split.id, all(1, 1, 1))).status).toBe(200);
    const tomasReview = await review(tomas, split.id, all(5, 5, 5), 'I disagree');
    expect(tomasReview.body.review).toEqual({ count: 2, mean: 3, spread: 4, reviewedByMe: true });
    expect(tomasReview.body.reviews.map((entry: { reviewerId: string; score: number }) => [entry.reviewerId, entry.score])).toEqual([[ROSA, 1], [TOMAS, 5]]);

    const byMean = await request(ctx.app).get('/api/admin/applications').query({ sort: 'mean-desc' }).set(bearer(rosa));
    expect(byMean.body.applications.map((row: { id: string }) => row.id)).toEqual([strong.id, split.id, unseen.id]);
    const bySpread = await request(ctx.app).get('/api/admin/applications').query({ sort: 'spread-desc', minSpread: 2 }).set(bearer(rosa));
    expect(bySpread.body.applications.map((row: { id: string }) => row.id)).toEqual([split.id]);
    const fewReviews = await request(ctx.app).get('/api/admin/applications').query({ maxReviews: 0 }).set(bearer(rosa));
    expect(fewReviews.body.applications.map((row: { id: string }) => row.id)).toEqual([unseen.id]);
    const highMean = await request(ctx.app).get('/api/admin/applications').query({ minMean: 4 }).set(bearer(rosa));
    expect(highMean.body.applications.map((row: { id: string }) => row.id)).toEqual([strong.id]);

    // Saving again replaces the organizer's own review; one review per organizer and application.
    await review(rosa, unseen.id, all(3, 3, 3));
    await review(rosa, unseen.id, all(4, 4, 4));
    const notMine = await request(ctx.app).get('/api/admin/applications').query({ notReviewedByMe: 'true' }).set(bearer(tomas));
    expect(notMine.body.applications.map((row: { id: string; review: { count: number; mean: number } }) => [row.id, row.review.count, row.review.mean])).toEqual([[unseen.id, 1, 4]]);
  });

  it('when a score is out of range or the criteria do not match the edition\'s, then 400 with the message', async () => {
    freshEdition();
    const application = await submit();
    const outOfRange = await review(rosa, application.id, all(6, 3, 3));
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.errors['scores.motivation']).toBe(reviewMessages.scoreRange);
    const missing = await review(rosa, application.id, { motivation: 3 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(reviewMessages.scoresMissing);
    const unknown = await review(rosa, application.id, { ...all(3, 3, 3), charisma: 5 });
    expect(unknown.body.message).toBe(reviewMessages.unknownCriterion);
  });

  it('without a token 401, as a participant 403', async () => {
    const path = '/api/admin/applications/0123456789abcdef01234567/review';
    expect((await request(ctx.app).put(path).send({ scores: all(3, 3, 3) })).status).toBe(401);
    expect((await request(ctx.app).put(path).set(bearer(ctx.participantToken())).send({ scores: all(3, 3, 3) })).status).toBe(403);
    expect((await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(ctx.participantToken()))).status).toBe(403);
  });
});

describe('blind review', () => {
  it('when the edition reviews blind, then no list, search, detail or CSV shows who applied until the decision is released', async () => {
    freshEdition({ blindReview: true });
    const application = await submit({ firstNames: 'Blindina', lastName: 'Secreta', affiliation: 'MBA Hidden School' });
    const secrets = [application.firstNames, application.lastName, application.universityEmail, application.affiliation];

    const list = await request(ctx.app).get('/api/admin/applications').set(bearer(rosa));
    const detail = await request(ctx.app).get(`/api/admin/applications/${application.id}`).set(bearer(rosa));
    const csv = await request(ctx.app).get('/api/admin/applications/export.csv').set(bearer(rosa));
    for (const answer of [JSON.stringify(list.body), JSON.stringify(detail.body), csv.text]) for (const secret of secrets) expect(answer).not.toContain(secret);
    expect(detail.body).toMatchObject({ blinded: true, firstNames: '', ref: application.ref });
    // A search by name would tell who applied: it matches references only.
    expect((await request(ctx.app).get('/api/admin/applications').query({ search: 'Blindina' }).set(bearer(rosa))).body.total).toBe(0);

    await decide(rosa, [application.id], 'rejected');
    expect((await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa))).status).toBe(200);
    const released = await request(ctx.app).get(`/api/admin/applications/${application.id}`).set(bearer(rosa));
    expect(released.body).toMatchObject({ blinded: false, firstNames: 'Blindina', lastName: 'Secreta' });
  });
});

describe('decisions in bulk, released on purpose', () => {
  it('drafts reach nobody; the release sends each applicant one email in their language, with an offer link for the accepted', async () => {
    freshEdition();
    const accepted = await submit({ firstNames: 'Ana' });
    const waitlisted = await submit({ firstNames: 'Beto' }, 'es');
    const rejected = await submit({ firstNames: 'Carla' });
    expect(await decide(rosa, [accepted.id], 'accepted')).toEqual({ drafted: 1, refused: [] });
    await decide(rosa, [waitlisted.id, rejected.id], 'waitlisted');
    // The later draft wins.
    await decide(tomas, [rejected.id], 'rejected');

    const board = await request(ctx.app).get('/api/admin/applications/admissions').set(bearer(rosa));
    expect(board.body.drafts).toEqual({ accepted: 1, waitlisted: 1, rejected: 1 });
    expect((await request(ctx.app).get(`/api/admin/applications/${accepted.id}`).set(bearer(rosa))).body).toMatchObject({ status: 'submitted', draftDecision: 'accepted' });

    const preview = await request(ctx.app).post('/api/admin/applications/decisions/preview').set(bearer(rosa));
    expect(preview.status).toBe(200);
    expect(preview.body.emails.map((email: { decision: string; language: string; count: number }) => [email.decision, email.language, email.count])).toEqual([
      ['accepted', 'en', 1],
      ['waitlisted', 'es', 1],
      ['rejected', 'en', 1],
    ]);
    expect(preview.body.emails[0].text).toContain('Dear Ana,');
    expect(decisionEmailsTo(accepted.universityEmail)).toEqual([]);

    const release = await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(tomas));
    expect(release.body).toEqual({ released: 3, offers: 1 });
    const acceptance = await ctx.sink.waitFor((message) => message.to.includes(accepted.universityEmail) && message.subject.startsWith('You are in'));
    expect(acceptance.text).toContain('US$1,650');
    expect(offerTokenIn(acceptance.text)).not.toBe('');
    const espera = await ctx.sink.waitFor((message) => message.to.includes(waitlisted.universityEmail) && message.subject.includes('lista de espera'));
    expect(espera.text).toContain('Hola, Beto:');
    await ctx.sink.waitFor((message) => message.to.includes(rejected.universityEmail) && message.subject.startsWith('Your Mexico Trek'));

    // Released once: a second release finds nothing, and each applicant got exactly one decision email.
    const again = await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(admissionMessages.noDraftsToRelease);
    for (const applicant of [accepted, waitlisted, rejected]) expect(decisionEmailsTo(applicant.universityEmail)).toHaveLength(1);
    const history = (await request(ctx.app).get(`/api/admin/applications/${rejected.id}`).set(bearer(rosa))).body.statusHistory;
    expect(history.at(-1)).toMatchObject({ status: 'rejected', by: TOMAS });
  });

  it('when organizers edit a template, then the release uses it with its placeholders filled', async () => {
    freshEdition();
    const applicant = await submit({ firstNames: 'Dora' });
    const saved = await request(ctx.app)
      .put('/api/admin/applications/decision-templates/rejected/en')
      .set(bearer(rosa))
      .send({ subject: 'About {{reference}}', body: 'Hello {{name}}, sorry. {{unknown}} stays.' });
    expect(saved.status).toBe(200);
    expect(saved.body.rejected.en.subject).toBe('About {{reference}}');
    const blank = await request(ctx.app).put('/api/admin/applications/decision-templates/rejected/en').set(bearer(rosa)).send({ subject: ' ', body: 'x' });
    expect(blank.status).toBe(400);
    await decide(rosa, [applicant.id], 'rejected');
    await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa));
    const email = await ctx.sink.waitFor((message) => message.to.includes(applicant.universityEmail) && message.subject === `About ${applicant.ref}`);
    expect(email.text).toContain('Hello Dora, sorry. {{unknown}} stays.');
  });

  it('when a status change is not a sensible move, then 409 and nothing changes', async () => {
    freshEdition();
    const application = await submit();
    expect((await request(ctx.app).patch(`/api/admin/applications/${application.id}/status`).set(bearer(rosa)).send({ status: 'rejected' })).status).toBe(200);
    const jump = await request(ctx.app).patch(`/api/admin/applications/${application.id}/status`).set(bearer(rosa)).send({ status: 'accepted' });
    expect(jump.status).toBe(409);
    expect(jump.body.message).toBe(admissionMessages.transitionNotAllowed);
    const confirmForThem = await request(ctx.app).patch(`/api/admin/applications/${application.id}/status`).set(bearer(rosa)).send({ status: 'confirmed' });
    expect(confirmForThem.status).toBe(409);
    // A draft the status no longer allows is refused and named.
    const refused = await decide(rosa, [application.id], 'accepted');
    expect(refused).toEqual({ drafted: 0, refused: [{ applicationId: application.id, ref: application.ref, status: 'rejected' }] });
  });
});

describe('offers and the waitlist', () => {
  it('confirming from the link makes the account (set-password email), the spot event and a confirmed status; declining offers the spot to the first waitlisted', async () => {
    const year = freshEdition({ totalSpots: 2 });
    const [first, second, waiting, later] = [await submit(), await submit(), await submit(), await submit()];
    await decide(rosa, [first.id, second.id], 'accepted');
    await decide(rosa, [later.id, waiting.id], 'waitlisted');
    await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa));
    // Organizers put the later applicant behind the earlier one.
    const order = await request(ctx.app).put('/api/admin/applications/waitlist').set(bearer(rosa)).send({ applicationIds: [waiting.id, later.id] });
    expect(order.body.waitlist.map((entry: { applicationId: string }) => entry.applicationId)).toEqual([waiting.id, later.id]);
    expect(order.body.capacity).toEqual({ totalSpots: 2, confirmed: 0, openOffers: 2, free: 0 });

    const token = await offerToken(first.universityEmail);
    const view = await request(ctx.app).post('/api/offers/view').send({ token });
    expect(view.body).toMatchObject({ state: 'open', ref: first.ref, year, priceAfterSubsidyUsd: 1650, depositUsd: 500 });
    const confirmed = await request(ctx.app).post('/api/offers/confirm').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.state).toBe('confirmed');
    // Single use.
    const twice = await request(ctx.app).post('/api/offers/confirm').send({ token });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(admissionMessages.offerAnswered);

    const detail = (await request(ctx.app).get(`/api/admin/applications/${first.id}`).set(bearer(rosa))).body;
    expect(detail.status).toBe('confirmed');
    expect(detail.participantAccountId).toEqual(expect.any(String));
    const { url } = await auth.mail!.linkTo(first.universityEmail);
    expect(url).toContain('set-password');
    const events = new Queue(QUEUES.participantOfferConfirmed, { connection: ctx.stores.redis, prefix: ctx.queue.opts.prefix });
    const jobs = await events.getJobs(['waiting', 'delayed', 'completed']);
    expect(jobs.map((job) => job.data)).toContainEqual(expect.objectContaining({ userId: detail.participantAccountId, year }));
    await events.close();

    const declined = await request(ctx.app).post('/api/offers/decline').send({ token: await offerToken(second.universityEmail) });
    expect(declined.body.state).toBe('declined');
    expect((await request(ctx.app).get(`/api/admin/applications/${second.id}`).set(bearer(rosa))).body.status).toBe('declined');
    // The freed spot goes to the first of the waitlist, by email, at once.
    await offerToken(waiting.universityEmail);
    expect((await request(ctx.app).get(`/api/admin/applications/${waiting.id}`).set(bearer(rosa))).body.status).toBe('accepted');
    expect((await request(ctx.app).get(`/api/admin/applications/${later.id}`).set(bearer(rosa))).body.status).toBe('waitlisted');
  });

  it('when the edition waits for an organizer\'s click, then an expired offer frees its spot and "offer next" gives it to the waitlist', async () => {
    freshEdition({ totalSpots: 1, waitlistAutoOffer: false });
    const accepted = await submit();
    const waiting = await submit();
    await decide(rosa, [accepted.id], 'accepted');
    await decide(rosa, [waiting.id], 'waitlisted');
    await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa));
    const token = await offerToken(accepted.universityEmail);

    const later = new Date(Date.now() + 8 * 86_400_000);
    expect((await runOffersRelay(ctx.service.domain, later)).expired).toBeGreaterThanOrEqual(1);
    expect((await request(ctx.app).get(`/api/admin/applications/${accepted.id}`).set(bearer(rosa))).body.status).toBe('declined');
    const expired = await request(ctx.app).post('/api/offers/confirm').send({ token });
    expect(expired.status).toBe(409);
    expect((await request(ctx.app).get(`/api/admin/applications/${waiting.id}`).set(bearer(rosa))).body.status).toBe('waitlisted');

    const next = await request(ctx.app).post('/api/admin/applications/waitlist/offer-next').set(bearer(rosa));
    expect(next.body).toEqual({ offered: [waiting.id] });
    await offerToken(waiting.universityEmail);
  });

  it('the list and the detail show each application\'s offer: out until its deadline, then confirmed, declined or expired', async () => {
    freshEdition({ totalSpots: 3, waitlistAutoOffer: false });
    const [confirming, declining, expiring, waiting] = [await submit(), await submit(), await submit(), await submit()];
    await decide(rosa, [confirming.id, declining.id, expiring.id], 'accepted');
    await decide(rosa, [waiting.id], 'waitlisted');
    const offerOf = async (id: string) => (await request(ctx.app).get(`/api/admin/applications/${id}`).set(bearer(tomas))).body.offer;
    expect(await offerOf(confirming.id)).toBeNull();

    await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa));
    const open = await offerOf(confirming.id);
    expect(open).toEqual({ state: 'open', expiresAt: expect.any(String), answeredAt: null });
    expect(new Date(open.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    await request(ctx.app).post('/api/offers/confirm').send({ token: await offerToken(confirming.universityEmail) });
    await request(ctx.app).post('/api/offers/decline').send({ token: await offerToken(declining.universityEmail) });
    await offerToken(expiring.universityEmail);
    await runOffersRelay(ctx.service.domain, new Date(Date.now() + 8 * 86_400_000));

    const list = await request(ctx.app).get('/api/admin/applications').set(bearer(tomas));
    const states = Object.fromEntries(list.body.applications.map((item: { id: string; offer: { state: string } | null }) => [item.id, item.offer?.state ?? null]));
    expect(states).toEqual({ [confirming.id]: 'confirmed', [declining.id]: 'declined', [expiring.id]: 'expired', [waiting.id]: null });
    expect((await offerOf(declining.id)).answeredAt).toEqual(expect.any(String));
  });

  it('when an applicant whose offer was withdrawn is accepted again, then they get a new offer by email; the old link is closed and the new one confirms', async () => {
    freshEdition({ totalSpots: 1, waitlistAutoOffer: false });
    const applicant = await submit();
    await decide(rosa, [applicant.id], 'accepted');
    await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa));
    const first = await offerToken(applicant.universityEmail);
    // Organizers change their mind before the answer: the open offer is withdrawn (declined) and the seat frees.
    expect((await request(ctx.app).patch(`/api/admin/applications/${applicant.id}/status`).set(bearer(rosa)).send({ status: 'waitlisted' })).status).toBe(200);

    const next = await request(ctx.app).post('/api/admin/applications/waitlist/offer-next').set(bearer(rosa));

    expect(next.body).toEqual({ offered: [applicant.id] });
    const message = await ctx.sink.waitFor((candidate) => candidate.to.includes(applicant.universityEmail) && /\/offer#/.test(candidate.text) && offerTokenIn(candidate.text) !== first);
    const second = offerTokenIn(message.text);
    expect((await request(ctx.app).post('/api/offers/confirm').send({ token: first })).status).toBe(409);
    const board = await request(ctx.app).get('/api/admin/applications/admissions').set(bearer(rosa));
    expect(board.body.capacity).toMatchObject({ totalSpots: 1, confirmed: 0, openOffers: 1, free: 0 });
    expect((await request(ctx.app).post('/api/offers/confirm').send({ token: second })).body.state).toBe('confirmed');
    expect((await request(ctx.app).get(`/api/admin/applications/${applicant.id}`).set(bearer(rosa))).body).toMatchObject({ status: 'confirmed', offer: { state: 'confirmed' } });
  });

  it('when an applicant whose offer expired while waitlisted is accepted again, then one new offer is made, also when two organizers act at once, and none after a confirmation', async () => {
    const year = freshEdition({ totalSpots: 3, waitlistAutoOffer: false });
    const [applicant, raced] = [await submit(), await submit()];
    await decide(rosa, [applicant.id, raced.id], 'accepted');
    await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa));
    const first = await offerToken(applicant.universityEmail);
    await decide(rosa, [applicant.id, raced.id], 'waitlisted');
    await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa));
    await runOffersRelay(ctx.service.domain, new Date(Date.now() + 8 * 86_400_000));
    expect((await request(ctx.app).get(`/api/admin/applications/${applicant.id}`).set(bearer(rosa))).body).toMatchObject({ status: 'waitlisted', offer: { state: 'expired' } });

    await decide(tomas, [applicant.id], 'accepted');
    await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(tomas));
    const message = await ctx.sink.waitFor((candidate) => candidate.to.includes(applicant.universityEmail) && /\/offer#/.test(candidate.text) && offerTokenIn(candidate.text) !== first);
    expect((await request(ctx.app).post('/api/offers/confirm').send({ token: offerTokenIn(message.text) })).body.state).toBe('confirmed');
    const edition = await ctx.service.domain.edition.current();
    const confirmed = (await ctx.service.domain.applications.findById(applicant.id))!;
    expect(await makeOffer(ctx.service.domain, confirmed, edition, new Date())).toBeNull();

    // Two acceptances at the same instant: the round's unique insert makes one offer.
    const other = (await ctx.service.domain.applications.findById(raced.id))!;
    const made = await Promise.all([makeOffer(ctx.service.domain, other, edition, new Date()), makeOffer(ctx.service.domain, other, edition, new Date())]);
    expect(made.filter((offer) => offer !== null)).toHaveLength(1);
    const rounds = (await ctx.service.domain.offers.ofEdition(year)).map((offer) => [offer.applicationId === applicant.id ? 'applicant' : 'raced', offer.round]);
    expect(rounds.sort()).toEqual([['applicant', 1], ['applicant', 2], ['raced', 1], ['raced', 2]]);
  });

  it('when a link is unknown, then 404 with the message; a malformed one 400', async () => {
    const unknown = await request(ctx.app).post('/api/offers/view').send({ token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(admissionMessages.offerNotFound);
    expect((await request(ctx.app).post('/api/offers/confirm').send({ token: 'short' })).status).toBe(400);
  });
});
