import { createLogger } from '@trek/service-kit';
import { eventually } from '@trek/testing';
import { OrganizerReadsWarmUp } from '../src/organizer-reads-warm-up.js';
import { startApplicationsApp, type ApplicationsTestApp } from './applications-app.fixture.js';

// What `/readyz` waits for at start (main.ts passes `isWarmEnough` as a readiness check).
let ctx: ApplicationsTestApp;
const logger = createLogger('applications-test', 'silent');
const AN_HOUR_MS = 3_600_000;

beforeAll(async () => {
  ctx = await startApplicationsApp();
});

afterAll(async () => {
  await ctx.close();
});

describe('when a process starts and the content service answers', () => {
  it('then it reports ready once its first organizer reads are made, long before the bound', async () => {
    ctx.content.responses['/readyz'] = { status: 'ready' };
    const editionReads = ctx.content.reads;
    const warmUp = new OrganizerReadsWarmUp(AN_HOUR_MS);
    try {
      warmUp.start(ctx.service.domain, ctx.content.url, logger);
      expect(warmUp.isWarmEnough()).toBe(false);

      await eventually(async () => warmUp.isWarmEnough(), Boolean, { what: 'the first organizer reads made' });
      expect(ctx.content.reads).toBeGreaterThan(editionReads);
    } finally {
      warmUp.stop();
    }
  });
});

describe('when a process starts and the content service does not answer', () => {
  it('then it still reports ready once the bound has passed, so submissions are taken', async () => {
    const warmUp = new OrganizerReadsWarmUp(300);
    try {
      warmUp.start(ctx.service.domain, 'http://127.0.0.1:9', logger);
      expect(warmUp.isWarmEnough()).toBe(false);

      await eventually(async () => warmUp.isWarmEnough(), Boolean, { what: 'ready after the bound' });
    } finally {
      warmUp.stop();
    }
  });
});
