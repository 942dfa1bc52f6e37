import request from 'supertest';
import { applicationMessages as m } from '@trek/contracts';
import { CONTACT_MAILBOX, bearer, openEdition, startApplicationsApp, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

/** The applications service takes the year, the deadline and the mailbox from content's edition settings. */
let ctx: ApplicationsTestApp;
beforeAll(async () => {
  ctx = await startApplicationsApp();
});
afterEach(() => {
  ctx.content.edition = openEdition();
  ctx.content.down = false;
});
afterAll(async () => {
  await ctx.close();
});

const submit = (body: unknown) => request(ctx.app).post('/api/applications').send(body as object);
const yesterday = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

describe('the edition of new applications', () => {
  it('when organizers have moved the edition to 2027, then a new application is filed under 2027 and its emails quote the edition\'s mailbox', async () => {
    ctx.content.edition = { ...openEdition(), year: 2027, contactEmail: 'team2027@mexicotrek.example' };
    const application = validApplication();
    const res = await submit(application);
    expect(res.status).toBe(201);
    expect(res.body.ref).toMatch(/^MT27-/);

    const confirmation = await ctx.sink.waitFor((message) => message.to.includes(application.universityEmail));
    expect(confirmation.subject).toBe(`We received your Mexico Trek 2027 application (${res.body.ref})`);
    expect(confirmation.text).toContain('team2027@mexicotrek.example');
    expect(confirmation.text).not.toContain(CONTACT_MAILBOX);

    const list = await request(ctx.app).get('/api/admin/applications').set(bearer(ctx.organizerToken()));
    expect(list.body.applications.map((a: { ref: string }) => a.ref)).toContain(res.body.ref);
    expect(list.body.applications.every((a: { year: number }) => a.year === 2027)).toBe(true);
    const stats = await request(ctx.app).get('/api/admin/applications/stats').set(bearer(ctx.organizerToken()));
    expect(stats.body.total).toBe(1);
  });

  it('when the application deadline has passed, then a submission is refused with the contracts\' message naming the year and the mailbox, and nothing is stored', async () => {
    const edition = { ...openEdition(), applicationDeadline: yesterday() };
    ctx.content.edition = edition;
    const application = validApplication();
    const res = await submit(application);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(m.closed(edition));
    expect(res.body.message).toContain('Applications for the Mexico Trek 2026 closed on');
    expect(res.body.message).toContain(CONTACT_MAILBOX);

    ctx.content.edition = openEdition();
    const list = await request(ctx.app).get('/api/admin/applications').query({ search: application.universityEmail }).set(bearer(ctx.organizerToken()));
    expect(list.body.applications).toEqual([]);
  });

  it('on the deadline day itself, then applications are still taken', async () => {
    ctx.content.edition = { ...openEdition(), applicationDeadline: new Date().toISOString().slice(0, 10) };
    expect((await submit(validApplication())).status).toBe(201);
  });

  it('when the content service cannot be read, then a submission answers 503 with a clear message instead of guessing the year', async () => {
    ctx.content.down = true;
    const application = validApplication();
    const res = await submit(application);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(m.editionUnavailable);
    expect((await request(ctx.app).get('/api/admin/applications/stats').set(bearer(ctx.organizerToken()))).status).toBe(503);

    ctx.content.down = false;
    expect((await submit(application)).status).toBe(201);
  });
});
