import request from 'supertest';
import { contentMessages, languageMessages } from '@trek/contracts';
import { parseCalendarFeed } from '@trek/testing';
import { bearer, startContentApp, type ContentTestApp } from './content-app.fixture.js';

describe('the public itinerary as a calendar feed', () => {
  let content: ContentTestApp;
  let year: number;
  const admin = () => bearer(content.organizerToken);
  const feed = (query: Record<string, string | number> = {}) => request(content.app).get('/api/public/itinerary.ics').query(query);

  beforeAll(async () => {
    content = await startContentApp();
    year = (await request(content.app).get('/api/public/edition')).body.year;
    const speaker = await request(content.app).post('/api/admin/speakers').set(admin()).send({ year, name: 'Ana López' });
    const days = [
      { year, dayNumber: 1, city: 'Mexico City', date: `${year}-03-15`, title: 'Arrival', es: { title: 'Llegada' }, activities: [{ title: 'Welcome dinner', es: { title: 'Cena de bienvenida' }, time: '7:30 PM', speakers: [speaker.body.id] }] },
      { year, dayNumber: 2, city: 'Cancún', date: `${year}-03-16`, title: 'Coast', activities: [{ title: 'Cenote swim', time: '10:00 AM' }] },
      { year: year - 1, dayNumber: 1, city: 'Oaxaca', date: `${year - 1}-03-15`, title: 'Earlier trek', activities: [] },
    ];
    for (const day of days) expect((await request(content.app).post('/api/admin/content/itinerary-days').set(admin()).send(day)).status).toBe(201);
  });

  afterAll(async () => {
    await content.close();
  });

  it('when a calendar app asks without a year, then it gets the current edition’s itinerary as text/calendar, each activity in its city’s zone', async () => {
    const res = await feed();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`inline; filename="mexico-trek-${year}-itinerary.ics"`);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    const calendar = parseCalendarFeed(res.text);
    expect(calendar.name).toBe(`Mexico Trek ${year} itinerary`);
    expect(calendar.events.map(({ summary, timeZone, localStart }) => ({ summary, timeZone, localStart }))).toEqual([
      { summary: 'Welcome dinner', timeZone: 'America/Mexico_City', localStart: `${year}-03-15T19:30:00` },
      { summary: 'Cenote swim', timeZone: 'America/Cancun', localStart: `${year}-03-16T10:00:00` },
    ]);
    expect(calendar.events[0]?.description).toContain('Speakers: Ana López');
  });

  it('when a year is asked for, then only that year’s days are in the feed', async () => {
    const calendar = parseCalendarFeed((await feed({ year: year - 1 })).text);
    expect(calendar.events.map((event) => event.summary)).toEqual(['Day 1 - Oaxaca: Earlier trek']);
  });

  it('when a Spanish reader subscribes with lang=es, then the feed is named and written in Spanish, the English where no Spanish was typed', async () => {
    const calendar = parseCalendarFeed((await feed({ lang: 'es' })).text);
    expect(calendar.name).toBe(`Itinerario del Mexico Trek ${year}`);
    expect(calendar.events.map((event) => event.summary)).toEqual(['Cena de bienvenida', 'Cenote swim']);
    expect(calendar.events[0]?.description).toBe('Día 1 - Mexico City: Llegada\n\nPonentes: Ana López');
  });

  it('when an organizer edits an activity, then the feed shows it under the same UID', async () => {
    const before = parseCalendarFeed((await feed()).text).events[1];
    const list = await request(content.app).get('/api/admin/content/itinerary-days').set(admin()).query({ year });
    const coast = list.body.find((day: { dayNumber: number }) => day.dayNumber === 2);
    const edit = await request(content.app)
      .patch(`/api/admin/content/itinerary-days/${coast.id}`)
      .set(admin())
      .send({ activities: [{ title: 'Cenote swim and lunch', time: '11:00 AM' }] });
    expect(edit.status).toBe(200);
    const after = parseCalendarFeed((await feed()).text).events[1];
    expect(after).toMatchObject({ uid: before?.uid, summary: 'Cenote swim and lunch', localStart: `${year}-03-16T11:00:00` });
  });

  it('when the language is neither English nor Spanish, then the answer is a 400 with the language message', async () => {
    const res = await feed({ lang: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(languageMessages.invalidLanguage);
  });

  it('when the year is not a number, then the answer is a 400 with the year message', async () => {
    const res = await feed({ year: 'soon' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(contentMessages.yearRange);
  });
});
