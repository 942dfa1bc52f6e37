import request from 'supertest';
import { bearer } from '@trek/testing';
import { editionSpotsSchema, INTERNAL_EDITION_SPOTS_PATH, INTERNAL_KEY_HEADER } from '@trek/contracts';
import { TEST_PARTICIPANT_INTERNAL_KEY } from '../../updates/test/updates-app.fixture.js';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';

/** The payments service learns an edition's spots, in confirmation order, from this internal read. */

let t: ParticipantTestApp;

beforeAll(async () => {
  t = await startParticipantApp();
});

afterAll(async () => {
  await t.close();
});

const spotsOf = (year: number, key: string | null = TEST_PARTICIPANT_INTERNAL_KEY) => {
  const call = request(t.app).get(INTERNAL_EDITION_SPOTS_PATH).query({ year });
  return key === null ? call : call.set(INTERNAL_KEY_HEADER, key);
};

it('when the payments service lists an edition, then it gets the held spots oldest first with their holders', async () => {
  const first = newUserId();
  const second = newUserId();
  for (const userId of [first, second]) {
    expect((await request(t.app).get('/api/participant/profile').set(bearer(t.participantToken(userId)))).status).toBe(200);
  }

  const answer = await spotsOf(2026);

  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  const { spots } = editionSpotsSchema.parse(answer.body);
  expect(spots.map((spot) => spot.holderUserId)).toEqual([first, second]);
  expect(spots.every((spot) => spot.year === 2026 && spot.released === null)).toBe(true);
  expect((await spotsOf(2027)).body).toEqual({ spots: [] });
});

it('when a caller has no key or a wrong one, then the spots are refused with 401', async () => {
  expect((await spotsOf(2026, null)).status).toBe(401);
  expect((await spotsOf(2026, 'not-the-key-of-the-participant-service')).status).toBe(401);
});

it('when a participant or organizer token is presented instead of the key, then the spots are refused with 401', async () => {
  const asOrganizer = await request(t.app).get(INTERNAL_EDITION_SPOTS_PATH).query({ year: 2026 }).set(bearer(t.organizerToken()));
  expect(asOrganizer.status).toBe(401);
});
