import request from 'supertest';
import { DEFAULT_EDITION_SETTINGS, editionMessages, pastEditionsSchema, seedEditionSettings, type EditionSettings } from '@trek/contracts';
import { ensureEdition } from '../src/domain/edition.js';
import { bearer, logger, startContentApp, type ContentTestApp } from './content-app.fixture.js';

describe('the edition moves on', () => {
  let content: ContentTestApp;
  const admin = () => bearer(content.organizerToken);
  const settingsOf = (body: EditionSettings & { updatedBy?: unknown; updatedAt?: unknown }) => {
    const { updatedBy: _by, updatedAt: _at, ...settings } = body;
    return settings;
  };

  beforeEach(async () => {
    content = await startContentApp();
    await request(content.app).put('/api/admin/edition').set(admin()).send({ ...DEFAULT_EDITION_SETTINGS, whatsappGroupUrl: 'https://chat.whatsapp.com/group2026', directoryOpen: true });
  });

  afterEach(async () => {
    await content.close();
  });

  it('when a new database starts, then it gets an upcoming edition relative to today, and a later start keeps what organizers saved', async () => {
    const fresh = await startContentApp();
    try {
      const now = new Date('2026-11-24T04:00:00Z');
      expect(await ensureEdition(fresh.domain, now, logger)).toMatchObject(seedEditionSettings(now));
      const publicEdition = await request(fresh.app).get('/api/public/edition');
      expect(publicEdition.body).toMatchObject({ year: 2027, applicationDeadline: '2027-01-23', transferDeadline: '', directoryOpen: false });
      expect(await ensureEdition(fresh.domain, new Date('2030-01-01T00:00:00Z'), logger)).toMatchObject({ year: 2027 });
    } finally {
      await fresh.close();
    }
  });

  it('when an organizer starts the next edition, then the year and dates move on, the public edition shows it, and the audit trail says who did it', async () => {
    const res = await request(content.app).post('/api/admin/edition/start-next').set(admin()).send({ fromYear: 2026 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      year: 2027,
      startDate: '2027-03-14',
      endDate: '2027-03-21',
      day0Date: '2027-03-13',
      applicationDeadline: '2026-11-30',
      transferDeadline: '2027-02-01T23:59:59.999Z',
      whatsappGroupUrl: '',
      directoryOpen: false,
      contactEmail: DEFAULT_EDITION_SETTINGS.contactEmail,
      updatedBy: content.organizerId,
    });
    expect((await request(content.app).get('/api/public/edition')).body).toMatchObject({ year: 2027, startDate: '2027-03-14' });

    const audit = await request(content.app).get('/api/admin/audit/content').set(admin());
    expect(audit.body.events[0]).toMatchObject({ action: 'edition.start-next', actorId: content.organizerId, target: 'edition', summary: expect.stringContaining('2027') });
  });

  it('when the same request comes twice, or two come at once, then the edition moves one year only and the others are refused with 409', async () => {
    const [a, b, c] = (await Promise.all(
      [1, 2, 3].map(() => request(content.app).post('/api/admin/edition/start-next').set(admin()).send({ fromYear: 2026 })),
    )) as [request.Response, request.Response, request.Response];
    expect([a, b, c].map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect([a, b, c].find((r) => r.status === 409)!.body.message).toBe(editionMessages.alreadyMovedOn(2026, 2027));
    const again = await request(content.app).post('/api/admin/edition/start-next').set(admin()).send({ fromYear: 2026 });
    expect(again.status).toBe(409);
    expect((await request(content.app).get('/api/admin/edition').set(admin())).body.year).toBe(2027);
    const moves = await content.stores.mongo.collection('audit_events').countDocuments({ action: 'edition.start-next' });
    expect(moves).toBe(1);
  });

  it('when the edition moves on, then the past year\'s itinerary, speakers and cohort stay as they were, and its settings are kept as history', async () => {
    const day = { year: 2026, dayNumber: 1, city: 'Mexico City', date: '2026-03-15', dressCode: 'Casual', title: 'Day one', activities: [] };
    await request(content.app).post('/api/admin/content/itinerary-days').set(admin()).send(day);
    await request(content.app).post('/api/admin/speakers').set(admin()).send({ year: 2026, name: 'Ana Speaker', title: 'Minister', organization: 'Ministry', bio: 'Bio.', tags: [], socials: {}, order: 0 });
    await request(content.app).post('/api/admin/content/team').set(admin()).send({ name: 'Pat Participant', role: 'participant', cohortYear: 2026, socials: {}, order: 0 });

    await request(content.app).post('/api/admin/edition/start-next').set(admin()).send({ fromYear: 2026 }).expect(200);

    expect((await request(content.app).get('/api/public/itinerary-days').query({ year: 2026 })).body).toEqual([expect.objectContaining({ title: 'Day one' })]);
    expect((await request(content.app).get('/api/public/itinerary-days').query({ year: 2027 })).body).toEqual([]);
    expect((await request(content.app).get('/api/public/speakers').query({ year: 2026 })).body).toEqual([expect.objectContaining({ name: 'Ana Speaker' })]);
    expect((await request(content.app).get('/api/public/team')).body).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Pat Participant', cohortYear: 2026 })]));

    const [kept] = await content.domain.settings.listEditionHistory();
    expect(kept).toMatchObject({ year: 2026, endedBy: content.organizerId });
    expect(kept!.settings).toMatchObject({ ...DEFAULT_EDITION_SETTINGS, whatsappGroupUrl: 'https://chat.whatsapp.com/group2026', directoryOpen: true });
  });

  it('when editions move on, then the public history lists each past edition\'s dates, newest first, and nothing else of its settings', async () => {
    expect((await request(content.app).get('/api/public/edition/history')).body).toEqual({ editions: [] });
    await request(content.app).post('/api/admin/edition/start-next').set(admin()).send({ fromYear: 2026 }).expect(200);
    await request(content.app).post('/api/admin/edition/start-next').set(admin()).send({ fromYear: 2027 }).expect(200);

    const history = await request(content.app).get('/api/public/edition/history');
    expect(history.status).toBe(200);
    expect(pastEditionsSchema.parse(history.body)).toEqual(history.body);
    expect(history.body.editions.map(({ year }: { year: number }) => year)).toEqual([2027, 2026]);
    expect(history.body.editions[1]).toEqual({
      year: 2026,
      startDate: DEFAULT_EDITION_SETTINGS.startDate,
      endDate: DEFAULT_EDITION_SETTINGS.endDate,
      day0Date: DEFAULT_EDITION_SETTINGS.day0Date,
      applicationDeadline: DEFAULT_EDITION_SETTINGS.applicationDeadline,
      endedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // Each edition ended when the next one started: what was created before then belongs to it.
    expect(Date.parse(history.body.editions[1].endedAt)).toBeLessThanOrEqual(Date.parse(history.body.editions[0].endedAt));
    // The retention rules count from these dates; the WhatsApp link and mailbox stay private.
    expect(JSON.stringify(history.body)).not.toContain('whatsapp');
  });

  it('when a past edition is read by its year, then it answers the prices it had, without the group invite; an unknown year is 404', async () => {
    await request(content.app).put('/api/admin/edition').set(admin()).send({ ...DEFAULT_EDITION_SETTINGS, priceAfterSubsidyUsd: 1500, whatsappGroupUrl: 'https://chat.whatsapp.com/group2026' }).expect(200);
    await request(content.app).post('/api/admin/edition/start-next').set(admin()).send({ fromYear: 2026 }).expect(200);
    const current = await request(content.app).get('/api/admin/edition').set(admin());
    await request(content.app).put('/api/admin/edition').set(admin()).send({ ...settingsOf(current.body), priceAfterSubsidyUsd: 1900 }).expect(200);

    const past = await request(content.app).get('/api/public/editions/2026');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ year: 2026, priceAfterSubsidyUsd: 1500 });
    expect(JSON.stringify(past.body)).not.toContain('whatsapp');
    expect((await request(content.app).get('/api/public/editions/2027')).body).toMatchObject({ year: 2027, priceAfterSubsidyUsd: 1900 });
    const unknown = await request(content.app).get('/api/public/editions/2019');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(editionMessages.editionNotFound);
    expect((await request(content.app).get('/api/public/editions/next')).status).toBe(400);
  });

  it('when a settings form opened before the move is saved after it, then it is refused instead of moving the year back', async () => {
    const before = settingsOf((await request(content.app).get('/api/admin/edition').set(admin())).body);
    await request(content.app).post('/api/admin/edition/start-next').set(admin()).send({ fromYear: 2026 }).expect(200);
    const stale = await request(content.app).put('/api/admin/edition').set(admin()).send(before);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(editionMessages.yearChangesOnlyByStartNext(2027));
    expect((await request(content.app).get('/api/public/edition')).body.year).toBe(2027);
  });

  it('when the request is malformed, anonymous or from a participant, then nothing moves', async () => {
    expect((await request(content.app).post('/api/admin/edition/start-next').set(admin()).send({})).status).toBe(400);
    expect((await request(content.app).post('/api/admin/edition/start-next').send({ fromYear: 2026 })).status).toBe(401);
    expect((await request(content.app).post('/api/admin/edition/start-next').set(bearer(content.participantToken)).send({ fromYear: 2026 })).status).toBe(403);
    expect((await request(content.app).get('/api/public/edition')).body.year).toBe(2026);
  });
});
