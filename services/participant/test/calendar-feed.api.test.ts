import { Writable } from 'node:stream';
import request from 'supertest';
import { calendarFeedSchema, calendarMessages, languageMessages, transferMessages } from '@trek/contracts';
import { createLogger } from '@trek/service-kit';
import { parseCalendarFeed } from '@trek/testing';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';

const YEAR = 2026;
const itineraryDay = (dayNumber: number, city: string, title: string, time: string) => ({
  id: `day${dayNumber}`.padEnd(24, '0'),
  year: YEAR,
  dayNumber,
  city,
  date: `${YEAR}-03-${String(14 + dayNumber).padStart(2, '0')}`,
  title,
  activities: [{ order: 0, time, title: `${title} activity`, speakers: [] }],
});

describe('a participant’s private trip calendar', () => {
  let t: ParticipantTestApp;
  const logged: string[] = [];
  const as = (userId: string) => ({ Authorization: `Bearer ${t.participantToken(userId)}` });
  const feedPath = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    const logger = createLogger('participant-test', 'info', new Writable({
        write: (chunk, _encoding, done) => {
          logged.push(String(chunk));
          done();
        },
      }));
    t = await startParticipantApp({ logger });
    t.content!.responses[`/api/public/itinerary-days?year=${YEAR}`] = [
      itineraryDay(0, 'Mexico City', 'Day zero', '6:00 PM'),
      { ...itineraryDay(1, 'Mexico City', 'Arrival', '9:00 AM'), es: { title: 'Llegada' }, activities: [{ order: 0, time: '9:00 AM', title: 'Arrival activity', es: { title: 'Actividad de llegada' }, speakers: [] }] },
      itineraryDay(2, 'Mexico City', 'Neighbourhoods', '10:00 AM'),
      itineraryDay(3, 'Cancún', 'Coast', '11:00 AM'),
    ];
    t.content!.responses[`/api/public/speakers?year=${YEAR}`] = [];
  });

  afterAll(async () => {
    await t.close();
  });

  it('when a participant has made no link, then the portal says there is none', async () => {
    const res = await request(t.app).get('/api/participant/calendar-feed').set(as(newUserId()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: null, createdAt: null });
  });

  it('when a participant makes a link, then a calendar app reading it gets their edition’s itinerary in its Mexican time zones, and the portal shows the same link again', async () => {
    const userId = newUserId();
    const created = await request(t.app).post('/api/participant/calendar-feed').set(as(userId));
    expect(created.status).toBe(201);
    const feed = calendarFeedSchema.parse(created.body);
    expect(feed.url).toMatch(new RegExp(`^http://trek\\.test/api/calendar/${userId}\\.[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await request(t.app).get('/api/participant/calendar-feed').set(as(userId))).body).toEqual(feed);

    const res = await request(t.app).get(feedPath(feed.url!));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const calendar = parseCalendarFeed(res.text);
    expect(calendar.name).toBe(`Mexico Trek ${YEAR}: my trip`);
    expect(calendar.events.map(({ summary, timeZone, localStart }) => ({ summary, timeZone, localStart }))).toEqual([
      { summary: 'Day zero activity', timeZone: 'America/Mexico_City', localStart: `${YEAR}-03-14T18:00:00` },
      { summary: 'Arrival activity', timeZone: 'America/Mexico_City', localStart: `${YEAR}-03-15T09:00:00` },
      { summary: 'Neighbourhoods activity', timeZone: 'America/Mexico_City', localStart: `${YEAR}-03-16T10:00:00` },
      { summary: 'Coast activity', timeZone: 'America/Cancun', localStart: `${YEAR}-03-17T11:00:00` },
    ]);
    expect(calendar.events[0]?.description).toContain('Day 0 is optional');
  });

  it('when the participant has chosen not to join Day 0 and picked Day 2, then their feed leaves Day 0 out and names their Day 2 choice', async () => {
    const userId = newUserId();
    expect((await request(t.app).put('/api/me/logistics').set(as(userId)).send({ day0Decision: 'NOT_JOIN', day2Preference: 'XOCHIMILCO' })).status).toBe(200);
    const { url } = calendarFeedSchema.parse((await request(t.app).post('/api/participant/calendar-feed').set(as(userId))).body);
    const calendar = parseCalendarFeed((await request(t.app).get(feedPath(url!))).text);
    expect(calendar.events.map((event) => event.summary)).toEqual(['Arrival activity', 'Neighbourhoods activity', 'Coast activity']);
    expect(calendar.events[1]?.description).toContain('Your Day 2 choice: Xochimilco.');
  });

  it('when the portal in Spanish hands out the link with lang=es, then the feed’s titles, days and notes are Spanish, the English where no Spanish was typed', async () => {
    const userId = newUserId();
    const { url } = calendarFeedSchema.parse((await request(t.app).post('/api/participant/calendar-feed').set(as(userId))).body);
    const calendar = parseCalendarFeed((await request(t.app).get(feedPath(url!)).query({ lang: 'es' })).text);
    expect(calendar.name).toBe(`Mexico Trek ${YEAR}: mi viaje`);
    expect(calendar.events.map((event) => event.summary)).toEqual(['Day zero activity', 'Actividad de llegada', 'Neighbourhoods activity', 'Coast activity']);
    expect(calendar.events[0]?.description).toContain('El Día 0 es opcional');
    expect(calendar.events[1]?.description).toBe('Día 1 - Mexico City: Llegada');
  });

  it('when the feed is asked for in a language the portal does not speak, then it is a 400 with the language message', async () => {
    const userId = newUserId();
    const { url } = calendarFeedSchema.parse((await request(t.app).post('/api/participant/calendar-feed').set(as(userId))).body);
    const res = await request(t.app).get(feedPath(url!)).query({ lang: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(languageMessages.invalidLanguage);
  });

  it('when a participant makes a new link or revokes it, then the old address answers 404 with a message saying what to do', async () => {
    const userId = newUserId();
    const first = calendarFeedSchema.parse((await request(t.app).post('/api/participant/calendar-feed').set(as(userId))).body);
    const second = calendarFeedSchema.parse((await request(t.app).post('/api/participant/calendar-feed').set(as(userId))).body);
    expect(second.url).not.toBe(first.url);
    const old = await request(t.app).get(feedPath(first.url!));
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(calendarMessages.feedNotFound);
    expect((await request(t.app).get(feedPath(second.url!))).status).toBe(200);

    expect((await request(t.app).delete('/api/participant/calendar-feed').set(as(userId))).status).toBe(204);
    expect((await request(t.app).get(feedPath(second.url!))).status).toBe(404);
    expect((await request(t.app).get('/api/participant/calendar-feed').set(as(userId))).body).toEqual({ url: null, createdAt: null });
  });

  it('when the participant transfers their spot, then they are off the trip: their link stops working, the card has none and no new one is made', async () => {
    const userId = newUserId();
    const { url } = calendarFeedSchema.parse((await request(t.app).post('/api/participant/calendar-feed').set(as(userId))).body);
    expect((await request(t.app).post('/api/participant/transfer/confirm').set(as(userId)).send({})).status).toBe(200);
    expect((await request(t.app).get(feedPath(url!))).status).toBe(404);
    expect((await request(t.app).get('/api/participant/calendar-feed').set(as(userId))).body).toEqual({ url: null, createdAt: null });
    const fresh = await request(t.app).post('/api/participant/calendar-feed').set(as(userId));
    expect(fresh.status).toBe(409);
    expect(fresh.body.message).toBe(transferMessages.formerHolderReadOnly);
  });

  it('when someone guesses an address (another participant’s id, a made-up secret, no .ics), then it is the same 404', async () => {
    const userId = newUserId();
    const { url } = calendarFeedSchema.parse((await request(t.app).post('/api/participant/calendar-feed').set(as(userId))).body);
    const secret = url!.split('.').at(-2)!;
    for (const path of [`/api/calendar/${newUserId()}.${secret}.ics`, `/api/calendar/${userId}.${'A'.repeat(43)}.ics`, `/api/calendar/${userId}.short.ics`, '/api/calendar/nonsense']) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(calendarMessages.feedNotFound);
    }
  });

  it('when the feed or its address is read, in any letter case, then no log line holds the secret', async () => {
    const userId = newUserId();
    const { url } = calendarFeedSchema.parse((await request(t.app).post('/api/participant/calendar-feed').set(as(userId))).body);
    await request(t.app).get(feedPath(url!));
    expect((await request(t.app).get(feedPath(url!).replace('/api/calendar/', '/API/Calendar/'))).status).toBe(200);
    await request(t.app).get(`/api/calendar/${userId}.${'B'.repeat(43)}.ics`);
    const secret = url!.split('.').at(-2)!;
    expect(logged.some((line) => line.includes('/api/calendar/[redacted]'))).toBe(true);
    expect(logged.filter((line) => line.includes(secret) || line.includes('B'.repeat(43)))).toEqual([]);
  });

  it('when the link is managed without a participant session, then it is refused', async () => {
    expect((await request(t.app).post('/api/participant/calendar-feed')).status).toBe(401);
    expect((await request(t.app).get('/api/participant/calendar-feed').set({ Authorization: `Bearer ${t.organizerToken()}` })).status).toBe(403);
  });
});
