import request from 'supertest';
import { applicationMessages as m } from '@trek/contracts';
import { APPLICATION_REFERENCE_PATTERN } from '../src/domain/application-reference.js';
import { ORGANIZER_INBOX, bearer, startApplicationsApp, uniqueEmail, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

let ctx: ApplicationsTestApp;
beforeAll(async () => {
  ctx = await startApplicationsApp();
});
afterAll(async () => {
  await ctx.close();
});

const submit = (body: unknown) => request(ctx.app).post('/api/applications').send(body as object);

describe('submitting an application', () => {
  it('when a complete application is sent, then it answers 201 with an unguessable reference and stores it with the edition', async () => {
    const application = validApplication();
    const res = await submit(application);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ref: expect.stringMatching(APPLICATION_REFERENCE_PATTERN) });
    expect(res.body.ref).toMatch(/^MT26-/);

    const list = await request(ctx.app).get('/api/admin/applications').query({ search: res.body.ref }).set(bearer(ctx.organizerToken()));
    expect(list.body.applications).toEqual([
      expect.objectContaining({ ref: res.body.ref, year: 2026, status: 'submitted', universityEmail: application.universityEmail, submittedAt: expect.any(String) }),
    ]);
  });

  it('when two applications are sent, then their references differ', async () => {
    const [a, b] = await Promise.all([submit(validApplication()), submit(validApplication())]);
    expect(a.body.ref).not.toEqual(b.body.ref);
  });

  it.each([
    { field: 'firstNames', value: '', message: m.firstNamesRequired },
    { field: 'lastName', value: '   ', message: m.lastNameRequired },
    { field: 'universityEmail', value: 'not-an-email', message: m.universityEmailInvalid },
    { field: 'phone', value: '', message: m.phoneRequired },
    { field: 'affiliation', value: '', message: m.affiliationRequired },
    { field: 'interest250', value: 'too short', message: m.longAnswerTooShort },
    { field: 'goals250', value: 'x'.repeat(1501), message: m.longAnswerTooLong },
    { field: 'favoriteFood', value: '', message: m.favoriteFoodRequired },
    { field: 'passportCountry', value: '', message: m.passportCountryRequired },
    { field: 'passportValid', value: 'MAYBE', message: m.passportValidInvalid },
    { field: 'commitment', value: 'SOMEWHAT', message: m.commitmentInvalid },
    { field: 'significantOther', value: 'PERHAPS', message: m.significantOtherInvalid },
    { field: 'referral', value: 'tiktok', message: m.referralInvalid },
  ])('when $field is invalid, then 400 with "$message"', async ({ field, value, message }) => {
    const res = await submit(validApplication({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it.each(['firstNames', 'universityEmail', 'passportValid', 'referral'])(
    'when %s carries a NoSQL operator, then it is refused with 400 and nothing is stored',
    async (field) => {
      const email = uniqueEmail('operator');
      const res = await submit(validApplication({ universityEmail: email, [field]: { $ne: null } }));
      expect(res.status).toBe(400);
      const list = await request(ctx.app).get('/api/admin/applications').query({ search: email }).set(bearer(ctx.organizerToken()));
      expect(list.body.total).toBe(0);
    },
  );

  it('when the same email applies again in another case, then 409 says it was already submitted', async () => {
    const email = uniqueEmail('twice');
    expect((await submit(validApplication({ universityEmail: email }))).status).toBe(201);
    const again = await submit(validApplication({ universityEmail: email.toUpperCase(), firstNames: 'Other' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.duplicate);
    expect(again.body.message).toContain('already submitted');
  });
});

describe('application emails', () => {
  it('when an application is stored, then the confirmation and the organizer notice are queued once each and delivered', async () => {
    const application = validApplication({ firstNames: 'Lucía' });
    const { body } = await submit(application);
    const ref = body.ref as string;

    const confirmation = await ctx.sink.waitFor((email) => email.subject.includes(ref) && email.to.includes(application.universityEmail));
    expect(confirmation.subject).toBe(`We received your Mexico Trek 2026 application (${ref})`);
    expect(confirmation.text).toContain(`Your reference number: ${ref}`);
    expect(confirmation.text).toContain('rolling basis starting mid-September');
    expect(confirmation.text).toContain('hello@mexicotrek.example');
    const notice = await ctx.sink.waitFor((email) => email.subject.startsWith(`New application ${ref}`));
    expect(notice.to).toEqual([ORGANIZER_INBOX]);
    expect(notice.text).toContain(application.universityEmail);

    // A later relay run (the periodic one) finds nothing owed and queues nothing again.
    await ctx.service.relay.run();
    const jobs = await ctx.queue.getJobs(['completed', 'waiting', 'active', 'delayed', 'failed']);
    expect(jobs.filter((job) => job.id?.endsWith(ref)).map((job) => job.id).sort()).toEqual([`application-confirmation-${ref}`, `new-application-${ref}`]);
    expect(ctx.sink.messages.filter((email) => email.subject.includes(ref))).toHaveLength(2);
  });

  it('when an applicant applies on the Spanish site, then their confirmation is in Spanish and the shared inbox still gets the notice in English', async () => {
    const application = validApplication({ firstNames: 'Sofía' });
    const { body } = await request(ctx.app).post('/api/applications').set('Accept-Language', 'es').send(application);
    const ref = body.ref as string;

    const confirmation = await ctx.sink.waitFor((email) => email.subject.includes(ref) && email.to.includes(application.universityEmail));
    expect(confirmation.subject).toBe(`Recibimos tu solicitud para el Mexico Trek 2026 (${ref})`);
    expect(confirmation.text).toContain('Hola, Sofía:');
    expect(confirmation.text).toContain(`Tu número de referencia: ${ref}`);
    expect(confirmation.text).toContain('revisamos las postulaciones conforme llegan a partir de mediados de septiembre');
    expect(confirmation.text).toContain('Escríbenos a hello@mexicotrek.example');
    const notice = await ctx.sink.waitFor((email) => email.subject.startsWith(`New application ${ref}`));
    expect(notice.to).toEqual([ORGANIZER_INBOX]);
    expect(notice.text).toContain('Review it in the organizer dashboard');
    expect(notice.text).toMatch(/Submitted: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M \(central Mexico time\)/);
    // Organizers who read Spanish get the notice's Spanish version (the worker picks per organizer).
    const job = await ctx.queue.getJob(`new-application-${ref}`);
    expect(job?.data.translations?.es?.subject).toBe(`Nueva solicitud ${ref}: Sofía ${application.lastName}`);
    expect(job?.data.translations?.es?.text).toContain('Compromiso: Totalmente comprometido');
    // Its line in the digest of an organizer who reads Spanish.
    expect(job?.data.organizerNotice?.translations?.es?.summary).toBe(`${ref}: Sofía ${application.lastName} (${application.affiliation})`);
  });

  it('when the names and affiliation are as long as the form allows, then the organizers still get the notice, its digest line cut to the 300 characters a summary holds', async () => {
    const application = validApplication({ firstNames: 'N'.repeat(120), lastName: 'L'.repeat(120), affiliation: 'A'.repeat(200) });
    const { body, status } = await request(ctx.app).post('/api/applications').send(application);
    expect(status).toBe(201);
    const ref = body.ref as string;

    const notice = await ctx.sink.waitFor((email) => email.subject.startsWith(`New application ${ref}`));
    expect(notice.to).toEqual([ORGANIZER_INBOX]);
    const job = await ctx.queue.getJob(`new-application-${ref}`);
    expect(job?.data.organizerNotice?.summary).toBe(`${ref}: ${'N'.repeat(120)} ${'L'.repeat(120)} (${'A'.repeat(200)})`.slice(0, 300));
    expect(job?.data.organizerNotice?.translations?.es?.summary).toHaveLength(300);
  });

  it('when the browser prefers another language than English or Spanish, then the confirmation is in English', async () => {
    const application = validApplication();
    const { body } = await request(ctx.app).post('/api/applications').set('Accept-Language', 'fr-FR,fr;q=0.9').send(application);
    const confirmation = await ctx.sink.waitFor((email) => email.subject.includes(body.ref) && email.to.includes(application.universityEmail));
    expect(confirmation.subject).toBe(`We received your Mexico Trek 2026 application (${body.ref})`);
    expect(confirmation.text).toContain(`Your reference number: ${body.ref}`);
  });
});

describe('without organizer addresses', () => {
  let quiet: ApplicationsTestApp;
  beforeAll(async () => {
    quiet = await startApplicationsApp({ organizerEmails: '' });
  });
  afterAll(async () => {
    await quiet.close();
  });

  it('when ORGANIZER_NOTIFICATION_EMAILS is empty, then the notice, linking to the application in the dashboard, is still owed (the worker decides who gets it) and, with no organizer account, only the applicant is emailed', async () => {
    // A delivered job keeps only its kind in Redis: the notice is read as the worker took it, unless it still waits.
    const taken = new Map<string | undefined, unknown>();
    const onActive = (job: { id?: string; data: unknown }) => taken.set(job.id, job.data);
    quiet.worker.on('active', onActive);
    const application = validApplication();
    const { body } = await request(quiet.app).post('/api/applications').send(application);
    await quiet.sink.waitFor((email) => email.subject.includes(body.ref));
    await quiet.service.relay.run();
    const jobs = await quiet.queue.getJobs(['completed', 'waiting', 'active', 'delayed', 'failed']);
    quiet.worker.off('active', onActive);
    expect(jobs.map((job) => job.id).sort()).toEqual([`application-confirmation-${body.ref}`, `new-application-${body.ref}`]);
    const noticeId = `new-application-${body.ref}`;
    const notice = { data: (taken.get(noticeId) ?? jobs.find((job) => job.id === noticeId)?.data) as { text: string } };
    const stored = await quiet.stores.mongo.collection('applications').findOne({ ref: body.ref });
    const applicationLink = `http://trek.test/admin/dashboard?tab=applications&application=${String(stored?._id)}`;
    expect(notice?.data).toMatchObject({ to: [], organizerNotice: { kind: 'new-application', link: applicationLink } });
    expect(notice?.data.text).toContain(`Review it in the organizer dashboard: ${applicationLink}`);
    expect(quiet.sink.messages.filter((email) => email.subject.includes(body.ref))).toHaveLength(1);
  });
});
