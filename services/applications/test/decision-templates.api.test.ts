import request from 'supertest';
import { admissionMessages, DEFAULT_DECISION_TEMPLATES, TEMPLATE_PLACEHOLDERS } from '@trek/contracts';
import { bearer, CONTACT_MAILBOX, openEdition, startApplicationsApp, type ApplicationsTestApp } from './applications-app.fixture.js';

let ctx: ApplicationsTestApp;
let organizer: string;

beforeAll(async () => {
  ctx = await startApplicationsApp();
  organizer = ctx.organizerToken();
});

afterAll(async () => {
  await ctx.close();
});

const PREVIEW = '/api/admin/applications/decision-templates/preview';

describe('decision template preview', () => {
  it('when an organizer previews an unsaved template, then every placeholder is filled with sample values and nothing is saved', async () => {
    const edition = openEdition();
    const every = TEMPLATE_PLACEHOLDERS.map((name) => `${name}=[{{${name}}}]`).join('\n');
    const res = await request(ctx.app)
      .post(PREVIEW)
      .set(bearer(organizer))
      .send({ decision: 'accepted', language: 'es', subject: 'Hola {{name}} ({{reference}})', body: `${every}\n{{typo}}` });

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.subject).toBe(`Hola Alejandra (MT${String(edition.year).slice(-2)}-SAMP-LE00)`);
    expect(res.body.text).toContain(`year=[${edition.year}]`);
    expect(res.body.text).toContain(`priceAfterSubsidy=[${edition.priceAfterSubsidyUsd.toLocaleString('en-US')}]`);
    expect(res.body.text).toContain(`deposit=[${edition.depositUsd.toLocaleString('en-US')}]`);
    expect(res.body.text).toContain(`contactEmail=[${CONTACT_MAILBOX}]`);
    expect(res.body.text).toContain('offerLink=[http://trek.test/offer#sample]');
    expect(res.body.text).not.toContain('offerDeadline=[]');
    // A typo stays as written, so the organizer sees it before anyone gets the email.
    expect(res.body.text).toContain('{{typo}}');
    expect(Object.keys(res.body.values).sort()).toEqual([...TEMPLATE_PLACEHOLDERS].sort());

    const templates = await request(ctx.app).get('/api/admin/applications/decision-templates').set(bearer(organizer));
    expect(templates.body.accepted.es).toEqual(DEFAULT_DECISION_TEMPLATES.accepted!.es);
  });

  it('when the template has no offer (a rejection), then the offer placeholders are blank', async () => {
    const res = await request(ctx.app).post(PREVIEW).set(bearer(organizer)).send({ decision: 'rejected', language: 'en', subject: 'Dear {{name}}', body: '[{{offerLink}}]' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subject: 'Dear Alex', text: '[]' });
  });

  it('when the subject is blank or the decision unknown, then 400 with the message', async () => {
    const blank = await request(ctx.app).post(PREVIEW).set(bearer(organizer)).send({ decision: 'accepted', language: 'en', subject: ' ', body: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ subject: admissionMessages.templateSubjectRequired });
    const unknown = await request(ctx.app).post(PREVIEW).set(bearer(organizer)).send({ decision: 'maybe', language: 'en', subject: 's', body: 'b' });
    expect(unknown.status).toBe(400);
  });

  it('without a token 401, as a participant 403', async () => {
    const body = { decision: 'accepted', language: 'en', subject: 's', body: 'b' };
    expect((await request(ctx.app).post(PREVIEW).send(body)).status).toBe(401);
    expect((await request(ctx.app).post(PREVIEW).set(bearer(ctx.participantToken())).send(body)).status).toBe(403);
  });
});
