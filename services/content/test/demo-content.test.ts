import request from 'supertest';
import { PLACE_TYPES, cohortYearsOf, isOrganizingTeamRole, isParticipantTeamRole } from '@trek/contracts';
import { COLLECTION_NAMES } from '../src/domain/content-collections.js';
import { seedDemoContent } from '../src/domain/seed-demo-content.js';
import { bearer, logger, startContentApp, type ContentTestApp } from './content-app.fixture.js';

/** The edition a first start in late November 2026 sets up (seedEditionSettings). */
const EDITION = { year: 2027, startDate: '2027-03-21', endDate: '2027-03-28', day0Date: '2027-03-20' };

describe('demo content', () => {
  let content: ContentTestApp;

  beforeAll(async () => {
    content = await startContentApp();
  });

  afterAll(async () => {
    await content.close();
  });

  const countAll = async () => Object.fromEntries(await Promise.all(COLLECTION_NAMES.map(async (name) => [name, await content.domain.items[name].count()])));

  it('when several replicas start together on an empty database, then the samples are loaded exactly once', async () => {
    const replica = await startContentApp({ dbName: content.stores.mongo.name });
    try {
      const results = await Promise.all([seedDemoContent(content.domain, EDITION, logger), seedDemoContent(replica.domain, EDITION, logger), seedDemoContent(content.domain, EDITION, logger)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    } finally {
      await replica.close();
    }
    const counts = await countAll();
    expect(await seedDemoContent(content.domain, EDITION, logger)).toBe(false);
    expect(await countAll()).toEqual(counts);
  });

  it('when the samples are loaded, then the edition\'s itinerary runs on its dates from Day 0 (a Saturday) in Mexico City to Cancún, and the two years before have days and speakers', async () => {
    const days = (await request(content.app).get('/api/public/itinerary-days').query({ year: 2027 })).body as { dayNumber: number; date: string; city: string }[];
    expect(days[0]).toMatchObject({ dayNumber: 0, date: '2027-03-20', city: 'Mexico City' });
    expect(new Date(`${days[0]!.date}T12:00:00Z`).getUTCDay()).toBe(6);
    expect(days.at(-1)).toMatchObject({ city: 'Cancún', date: '2027-03-28' });
    expect((await request(content.app).get('/api/public/speakers').query({ year: 2027 })).body).toEqual([]);
    for (const year of [2026, 2025]) {
      expect((await request(content.app).get('/api/public/itinerary-days').query({ year })).body.length).toBeGreaterThan(0);
      expect((await request(content.app).get('/api/public/speakers').query({ year })).body.length).toBeGreaterThan(0);
    }
  });

  it('when the samples are loaded, then every place filter, the organizers and the two past cohorts have cards, all marked Sample', async () => {
    const places = (await request(content.app).get('/api/public/places')).body as { types: string[] }[];
    for (const type of PLACE_TYPES) expect(places.some((p) => p.types.includes(type))).toBe(true);

    const team = (await request(content.app).get('/api/public/team')).body as { name: string; role: string; cohortYear?: number | number[]; photoUrl?: string }[];
    expect(team.some((m) => isOrganizingTeamRole(m.role))).toBe(true);
    const participants = team.filter((m) => isParticipantTeamRole(m.role));
    for (const year of [2025, 2026]) expect(participants.some((m) => cohortYearsOf(m.cohortYear).includes(year))).toBe(true);
    for (const member of team) {
      expect(member.name).toMatch(/^Sample /);
      expect(member.photoUrl).toMatch(/^\/demo\/[\w-]+\.svg$/);
    }
    expect((await request(content.app).get('/api/public/supporters')).body.length).toBeGreaterThan(0);

    const adminTeam = await request(content.app).get('/api/admin/content/team').set(bearer(content.organizerToken));
    expect(adminTeam.body.every((m: { sample: boolean }) => m.sample)).toBe(true);
  });

  it('when the samples are loaded, then every text a visitor reads has its Spanish version', async () => {
    const read = async (path: string, query: Record<string, number> = {}) => (await request(content.app).get(path).query(query)).body as Record<string, unknown>[];
    const spanishOf = (item: Record<string, unknown>) => (item.es ?? {}) as Record<string, string | undefined>;
    for (const member of await read('/api/public/team')) expect(spanishOf(member)).toEqual({ role: expect.any(String), bio: expect.any(String) });
    for (const speaker of await read('/api/public/speakers', { year: 2026 })) expect(spanishOf(speaker)).toEqual({ title: expect.any(String), bio: expect.any(String) });
    for (const place of await read('/api/public/places')) expect(spanishOf(place)).toEqual({ name: expect.any(String), description: expect.any(String) });
    for (const day of await read('/api/public/itinerary-days', { year: 2027 })) {
      expect(spanishOf(day).title).toMatch(/^Ejemplo: /);
      for (const activity of day.activities as Record<string, unknown>[]) expect(spanishOf(activity).title).toBeTruthy();
    }
    for (const resource of await read('/api/public/travel-resources')) {
      if (resource.type === 'hotel' || resource.type === 'embassy') expect(spanishOf(resource).address).toBeTruthy();
    }
  });
});
