import request from 'supertest';
import { PLACE_TYPES, cohortYearsOf, isOrganizingTeamRole, isParticipantTeamRole } from '@trek/contracts';
import { COLLECTION_NAMES } from '../src/domain/content-collections.js';
import { seedDemoContent } from '../src/domain/seed-demo-content.js';
import { bearer, logger, startContentApp, type ContentTestApp } from './content-app.fixture.js';

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
      const results = await Promise.all([seedDemoContent(content.domain, logger), seedDemoContent(replica.domain, logger), seedDemoContent(content.domain, logger)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    } finally {
      await replica.close();
    }
    const counts = await countAll();
    expect(await seedDemoContent(content.domain, logger)).toBe(false);
    expect(await countAll()).toEqual(counts);
  });

  it('when the samples are loaded, then the 2026 itinerary runs from Day 0 on Saturday March 14 in Mexico City to Cancún', async () => {
    const days = (await request(content.app).get('/api/public/itinerary-days').query({ year: 2026 })).body as { dayNumber: number; date: string; city: string }[];
    expect(days[0]).toMatchObject({ dayNumber: 0, date: '2026-03-14', city: 'Mexico City' });
    expect(new Date(`${days[0]!.date}T12:00:00Z`).getUTCDay()).toBe(6);
    expect(days.at(-1)).toMatchObject({ city: 'Cancún' });
    for (const year of [2025, 2024]) {
      expect((await request(content.app).get('/api/public/itinerary-days').query({ year })).body.length).toBeGreaterThan(0);
      expect((await request(content.app).get('/api/public/speakers').query({ year })).body.length).toBeGreaterThan(0);
    }
  });

  it('when the samples are loaded, then every place filter, the organizers and the 2024 and 2025 participants have cards, all marked Sample', async () => {
    const places = (await request(content.app).get('/api/public/places')).body as { types: string[] }[];
    for (const type of PLACE_TYPES) expect(places.some((p) => p.types.includes(type))).toBe(true);

    const team = (await request(content.app).get('/api/public/team')).body as { name: string; role: string; cohortYear?: number | number[]; photoUrl?: string }[];
    expect(team.some((m) => isOrganizingTeamRole(m.role))).toBe(true);
    const participants = team.filter((m) => isParticipantTeamRole(m.role));
    for (const year of [2024, 2025]) expect(participants.some((m) => cohortYearsOf(m.cohortYear).includes(year))).toBe(true);
    for (const member of team) {
      expect(member.name).toMatch(/^Sample /);
      expect(member.photoUrl).toMatch(/^\/demo\/[\w-]+\.svg$/);
    }
    expect((await request(content.app).get('/api/public/supporters')).body.length).toBeGreaterThan(0);

    const adminTeam = await request(content.app).get('/api/admin/content/team').set(bearer(content.organizerToken));
    expect(adminTeam.body.every((m: { sample: boolean }) => m.sample)).toBe(true);
  });
});
