import request from 'supertest';
import {
  DEFAULT_EDITION_SETTINGS,
  DEFAULT_TRAVEL_RESOURCES,
  faqFallback,
  contentMessages,
  itineraryDaySchema,
  publicEditionSchema,
  speakerSchema,
} from '@trek/contracts';
import { bearer, startContentApp, type ContentTestApp } from './content-app.fixture.js';

const day = (year: number, dayNumber: number) => ({
  year,
  dayNumber,
  city: 'Mexico City',
  date: `${year}-03-15`,
  title: `Day ${dayNumber}`,
  activities: [{ title: 'City walk', time: '9:00 AM' }],
});

describe('public content reads', () => {
  let content: ContentTestApp;
  const admin = () => bearer(content.organizerToken);

  beforeAll(async () => {
    content = await startContentApp();
  });

  afterAll(async () => {
    await content.close();
  });

  it('when no FAQs or travel resources are stored, then the built-in fallbacks are served', async () => {
    const faqs = await request(content.app).get('/api/public/faqs');
    expect(faqs.status).toBe(200);
    expect(faqs.body).toEqual(faqFallback(DEFAULT_EDITION_SETTINGS));
    const resources = await request(content.app).get('/api/public/travel-resources');
    expect(resources.body).toEqual(DEFAULT_TRAVEL_RESOURCES);
  });

  it('when the edition moves on, then the fallback dates FAQ names the new edition\'s dates, not hard-coded ones', async () => {
    const fresh = await startContentApp();
    try {
      const admin = bearer(fresh.organizerToken);
      await request(fresh.app).get('/api/public/faqs').expect(200);
      await request(fresh.app).put('/api/admin/edition').set(admin).send(DEFAULT_EDITION_SETTINGS).expect(200);
      await request(fresh.app).post('/api/admin/edition/start-next').set(admin).send({ fromYear: 2026 }).expect(200);

      const faqs = (await request(fresh.app).get('/api/public/faqs')).body as Array<{ id: string; answer: string }>;
      expect(faqs.find((faq) => faq.id === 'fallback-faq-dates')?.answer).toBe(
        'The trek starts on Sunday, March 14 in Mexico City and ends on Sunday, March 21 in Cancún. An optional Day 0 takes place on Saturday, March 13.',
      );
    } finally {
      await fresh.close();
    }
  });

  it('when nothing is stored, then team, supporters, places, speakers and itinerary are empty lists', async () => {
    for (const path of ['team', 'supporters', 'places', 'speakers', 'itinerary-days']) {
      const res = await request(content.app).get(`/api/public/${path}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it('when itinerary days of several years exist, then ?year= keeps only that year, in day order, in the read shape', async () => {
    for (const body of [day(2026, 2), day(2026, 0), day(2025, 1)]) {
      expect((await request(content.app).post('/api/admin/content/itinerary-days').set(admin()).send(body)).status).toBe(201);
    }
    const res = await request(content.app).get('/api/public/itinerary-days').query({ year: 2026 });
    expect(res.body.map((d: { dayNumber: number }) => d.dayNumber)).toEqual([0, 2]);
    for (const item of res.body) expect(itineraryDaySchema.parse(item)).toEqual(item);
    expect(res.body[0]).not.toHaveProperty('createdBy');
    expect((await request(content.app).get('/api/public/itinerary-days')).body).toHaveLength(3);
    expect((await request(content.app).get('/api/public/itinerary-days').query({ year: '' })).body).toHaveLength(3);
  });

  it('when the year is not a number, then the read is a 400 with the year message', async () => {
    const res = await request(content.app).get('/api/public/speakers').query({ year: 'soon' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(contentMessages.yearRange);
  });

  it('when speakers of two years exist, then ?year= answers that year’s speakers in their order', async () => {
    const create = (year: number, name: string, order: number) =>
      request(content.app).post('/api/admin/speakers').set(admin()).send({ year, name, order });
    await create(2025, 'Second', 1);
    await create(2025, 'First', 0);
    await create(2024, 'Earlier', 0);
    const res = await request(content.app).get('/api/public/speakers').query({ year: 2025 });
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(['First', 'Second']);
    for (const item of res.body) expect(speakerSchema.parse(item)).toEqual(item);
  });

  it('when a client sends back the ETag it got, then the answer is a 304 without a body, cacheable by anyone', async () => {
    const first = await request(content.app).get('/api/public/places');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    expect(first.headers.etag).toMatch(/^"/);
    const again = await request(content.app).get('/api/public/places').set('If-None-Match', String(first.headers.etag));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('when content has not changed, then repeated reads are answered from memory without asking the database', async () => {
    const places = content.domain.items.places;
    const list = places.list.bind(places);
    let databaseReads = 0;
    places.list = async () => {
      databaseReads += 1;
      return list();
    };
    try {
      await request(content.app).get('/api/public/places');
      const readsAfterFirst = databaseReads;
      await request(content.app).get('/api/public/places');
      await request(content.app).get('/api/public/places');
      expect(databaseReads).toBe(readsAfterFirst);
    } finally {
      places.list = list;
    }
  });

  it('when content changes, then the ETag changes and the old one no longer gets a 304', async () => {
    const before = await request(content.app).get('/api/public/supporters');
    await request(content.app).post('/api/admin/content/supporters').set(admin()).send({ name: 'Acme', logoUrl: '/demo/supporter-1.svg' });
    const after = await request(content.app).get('/api/public/supporters').set('If-None-Match', String(before.headers.etag));
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toEqual([expect.objectContaining({ name: 'Acme', logoUrl: '/demo/supporter-1.svg' })]);
  });

  it('when no edition settings are saved, then the public edition is the default without the group link', async () => {
    const res = await request(content.app).get('/api/public/edition');
    expect(res.status).toBe(200);
    const { whatsappGroupUrl: _private, ...publicDefaults } = DEFAULT_EDITION_SETTINGS;
    expect(res.body).toEqual(publicDefaults);
    expect(publicEditionSchema.parse(res.body)).toEqual(res.body);
  });

  it('when an organizer saves the edition, then the public edition shows it but never the group link', async () => {
    const settings = { ...DEFAULT_EDITION_SETTINGS, depositUsd: 400, whatsappGroupUrl: 'https://chat.whatsapp.com/secret' };
    expect((await request(content.app).put('/api/admin/edition').set(admin()).send(settings)).status).toBe(200);
    const res = await request(content.app).get('/api/public/edition');
    expect(res.body.depositUsd).toBe(400);
    expect(res.body).not.toHaveProperty('whatsappGroupUrl');
  });
});
