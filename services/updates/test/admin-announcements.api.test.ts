import request from 'supertest';
import { announcementMessages, type Account } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from '../../participant/test/admin-stack.fixture.js';
import { startEmailDelivery, type EmailDelivery } from '../../notifications/test/email-worker.fixture.js';
import { participantActions } from '../../participant/test/participant-actions.js';

let stack: AdminStack;
let delivery: EmailDelivery;
let ana: Account;
let beto: Account;
let disabled: Account;

beforeAll(async () => {
  stack = await startAdminStack();
  delivery = await startEmailDelivery(stack.u.emailQueuePrefix);
  ana = await stack.createAccount('Ana Announce');
  beto = await stack.createAccount('Beto Announce');
  // Beto uses the site in Spanish; Ana never chose, so hers come in English.
  await stack.signInIn(beto, 'es');
  disabled = await stack.createAccount('Dora Disabled');
  await stack.disableAccount(disabled.id);
});

afterAll(async () => {
  await delivery.close();
  await stack.close();
});

const admin = () => request(stack.t.app);
const pdf = { id: 'a1', fileName: 'packing-list.pdf', fileType: 'application/pdf', fileSize: 120_000, url: '/media/announcements/packing-list.pdf' };

describe('announcements for organizers', () => {
  it('when organizers create, edit and delete an announcement, then participants see each state and every change is audited', async () => {
    const created = await admin().post('/api/admin/announcements').set(bearer(stack.organizer)).send({ title: 'Welcome', content: 'See you in March.', attachments: [pdf] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ emailsQueued: 0, announcement: { title: 'Welcome', priority: 'normal', attachments: [pdf], emailedAt: null } });
    const id = created.body.announcement.id as string;

    const participant = participantActions(stack.t.app, stack.t.participantToken(ana.id));
    expect((await participant.announcements()).body).toEqual([expect.objectContaining({ id, title: 'Welcome' })]);

    const edited = await admin().put(`/api/admin/announcements/${id}`).set(bearer(stack.organizer)).send({ title: 'Welcome, trekkers' });
    expect(edited.status).toBe(200);
    expect(edited.body.announcement).toMatchObject({ title: 'Welcome, trekkers', content: 'See you in March.', priority: 'normal' });
    expect((await admin().get('/api/admin/announcements').set(bearer(stack.organizer))).body.announcements).toEqual([expect.objectContaining({ id, title: 'Welcome, trekkers' })]);

    expect((await admin().delete(`/api/admin/announcements/${id}`).set(bearer(stack.organizer))).status).toBe(204);
    expect((await participant.announcements()).body).toEqual([]);
    expect((await admin().delete(`/api/admin/announcements/${id}`).set(bearer(stack.organizer))).status).toBe(404);

    const audit = await admin().get('/api/admin/audit/updates').set(bearer(stack.organizer));
    expect(audit.body.events.slice(0, 3).map((event: { action: string; target: string }) => [event.action, event.target])).toEqual([
      ['announcement.delete', `announcement:${id}`],
      ['announcement.update', `announcement:${id}`],
      ['announcement.create', `announcement:${id}`],
    ]);
  });

  it('when the input is invalid, then 400 with the contract messages', async () => {
    const blank = await admin().post('/api/admin/announcements').set(bearer(stack.organizer)).send({ title: ' ', content: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(announcementMessages.titleRequired);
    const elsewhere = await admin()
      .post('/api/admin/announcements')
      .set(bearer(stack.organizer))
      .send({ title: 't', content: 'c', attachments: [{ ...pdf, url: 'https://evil.example/x.pdf' }] });
    expect(elsewhere.body.message).toBe(announcementMessages.attachmentUrlNotUploaded);
  });
});

describe('urgent announcement emails', () => {
  it('when an urgent announcement is emailed, then each enabled participant gets one email in their language, once, even when asked again', async () => {
    const res = await admin()
      .post('/api/admin/announcements')
      .set(bearer(stack.organizer))
      .send({ title: 'Flight change', content: 'Meet at gate 12 at 6:00.', priority: 'urgent', emailParticipants: true, attachments: [pdf] });
    expect(res.status).toBe(201);
    expect(res.body.emailsQueued).toBe(2);
    expect(res.body.announcement.emailedAt).toEqual(expect.any(String));
    const id = res.body.announcement.id as string;

    await stack.u.service.domain.relay.run();
    const job = await stack.u.emailQueue.getJob(`announcement-${id}-${ana.id}`);
    expect(job?.data).toMatchObject({ kind: 'announcement', to: [ana.email] });
    expect(await stack.u.emailQueue.getJob(`announcement-${id}-${disabled.id}`)).toBeUndefined();

    const email = await delivery.sink.waitFor((message) => message.to.includes(beto.email) && message.subject.includes('Flight change'));
    expect(email.subject).toBe('Mexico Trek (urgente): Flight change');
    expect(email.text).toContain('Meet at gate 12 at 6:00.');
    expect(email.text).toContain('Archivos adjuntos (en el portal):\n- packing-list.pdf');
    expect(email.text).toContain('Léelo en el portal de participantes: http://trek.test/participant/dashboard#announcements');
    const toAna = await delivery.sink.waitFor((message) => message.to.includes(ana.email) && message.subject.includes('Flight change'));
    expect(toAna.subject).toBe('Mexico Trek (urgent): Flight change');
    expect(toAna.text).toContain('Read it in the participant portal: http://trek.test/participant/dashboard#announcements');

    const again = await admin().put(`/api/admin/announcements/${id}`).set(bearer(stack.organizer)).send({ emailParticipants: true });
    expect(again.status).toBe(200);
    expect(again.body.emailsQueued).toBe(0);
    const jobIds = [ana, beto, disabled].map((account) => `announcement-${id}-${account.id}`);
    expect((await stack.u.service.domain.emailOutbox.statuses(jobIds)).map((status) => status.jobId)).toEqual(jobIds.slice(0, 2));

    const audit = await admin().get('/api/admin/audit/updates').set(bearer(stack.organizer));
    expect(audit.body.events[0]).toMatchObject({ action: 'announcement.email', target: `announcement:${id}`, summary: 'Emailed "Flight change" to 0 participants' });
    expect(audit.body.events[1]).toMatchObject({ action: 'announcement.email', summary: 'Emailed "Flight change" to 2 participants' });
  });

  it('when one organizer edits an urgent announcement at the same instant as another emails it, then the edit and the emailed time are both kept', async () => {
    for (let round = 0; round < 10; round += 1) {
      const created = await admin().post('/api/admin/announcements').set(bearer(stack.organizer)).send({ title: `Bus ${round}`, content: 'Leaves at 7.', priority: 'urgent' });
      const id = created.body.announcement.id as string;
      const [edited, emailed] = await Promise.all([
        admin().put(`/api/admin/announcements/${id}`).set(bearer(stack.organizer)).send({ title: `Bus ${round} moved` }),
        admin().put(`/api/admin/announcements/${id}`).set(bearer(stack.organizer)).send({ emailParticipants: true }),
      ]);
      expect([edited.status, emailed.status]).toEqual([200, 200]);
      const listed = await admin().get('/api/admin/announcements').set(bearer(stack.organizer));
      const stored = (listed.body.announcements as Array<{ id: string; title: string; emailedAt: string | null }>).find((announcement) => announcement.id === id);
      expect(stored).toMatchObject({ title: `Bus ${round} moved`, emailedAt: expect.any(String) });
    }
  });

  it('when the queue refuses the emails, then the announcement stands and the relay queues them once the queue is back', async () => {
    const { domain, emailQueue } = stack.u.service;
    // Stands in for a Redis outage without disturbing the other suites' Redis.
    const sendMany = emailQueue.sendMany.bind(emailQueue);
    emailQueue.sendMany = () => Promise.reject(new Error('Redis is away'));
    let id: string;
    try {
      const res = await admin().post('/api/admin/announcements').set(bearer(stack.organizer)).send({ title: 'Storm', content: 'Stay inside.', priority: 'urgent', emailParticipants: true });
      expect(res.status).toBe(201);
      expect(res.body.emailsQueued).toBe(2);
      id = res.body.announcement.id as string;
      await domain.relay.run();
      expect(await stack.u.emailQueue.getJob(`announcement-${id}-${ana.id}`)).toBeUndefined();
    } finally {
      emailQueue.sendMany = sendMany;
    }
    await domain.relay.run();
    expect((await stack.u.emailQueue.getJob(`announcement-${id}-${ana.id}`))?.data).toMatchObject({ to: [ana.email], subject: 'Mexico Trek (urgent): Storm' });
    expect((await domain.emailOutbox.statuses([`announcement-${id}-${ana.id}`]))[0]?.state).toBe('queued');
  });
});
