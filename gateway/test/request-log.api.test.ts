import request from 'supertest';
import { createLogger } from '@trek/service-kit';
import { startGateway, type TestGateway } from './gateway.fixture.js';

/** A private calendar feed's address: the participant's id and the secret that is its key. */
const SECRET = 'Zq9-xW_secretPart0123456789abcdefABCDEFGHIJ';
const FEED_FILE = `0123456789abcdef01234567.${SECRET}.ics`;

describe('the request log', () => {
  const lines: string[] = [];
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ logger: createLogger('gateway-test', 'info', { write: (line: string) => void lines.push(line) }) });
  });
  afterAll(async () => {
    await gw.close();
  });

  it.each(['/api/calendar', '/API/CALENDAR', '/Api/Calendar', '/api/CALENDAR'])(
    'when a calendar feed is fetched as %s/…, then the service gets the whole address and the log line names the route, never the secret',
    async (prefix) => {
      lines.length = 0;
      const res = await request(gw.server).get(`${prefix}/${FEED_FILE}?refresh=1`);
      expect(res.status).toBe(200);
      expect(gw.upstreams.participant.seen.at(-1)?.url).toBe(`${prefix}/${FEED_FILE}?refresh=1`);

      const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
      expect(logged.find((entry) => entry.msg === 'request completed')?.req?.url).toBe(`${prefix}/[redacted]?refresh=1`);
      expect(lines.filter((line) => line.includes(SECRET))).toEqual([]);
    },
  );
});
