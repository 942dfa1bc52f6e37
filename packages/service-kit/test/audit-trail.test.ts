import express from 'express';
import request from 'supertest';
import { Redis } from 'ioredis';
import { generateTestKeys, signTestToken, testInfrastructure, uniqueDatabaseName, TEST_AUDIENCE, TEST_ISSUER } from '@trek/testing';
import { AuditTrail, SessionRevocations, callerOf, closeMongo, connectMongo, createAuthGuards, createLogger, createTokenVerifier } from '../src/index.js';

const { mongoUri, redisUrl } = testInfrastructure();
const logger = createLogger('kit-test', 'silent');

describe('AuditTrail', () => {
  it('when changes are recorded, then they are listed newest first with paging and a total', async () => {
    const mongo = await connectMongo({ uri: mongoUri, dbName: uniqueDatabaseName('kit_audit'), logger });
    let clock = Date.parse('2026-01-10T10:00:00Z');
    const audit = new AuditTrail(mongo, logger, () => new Date((clock += 1_000)));
    await audit.ready();

    await audit.record({ actorId: 'org-1', action: 'announcement.create', target: 'announcement:a1', summary: 'Created "Welcome"' });
    await audit.record({ actorId: 'org-2', action: 'feedback.status', target: 'feedback:f1', summary: 'Status set to resolved' });
    await audit.record({ actorId: 'org-1', action: 'announcement.delete', target: 'announcement:a1', summary: 'Deleted "Welcome"' });

    const first = await audit.list({ page: 1, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.events.map((event) => event.action)).toEqual(['announcement.delete', 'feedback.status']);
    expect(first.events[0]).toMatchObject({ actorId: 'org-1', actorName: null, target: 'announcement:a1', summary: 'Deleted "Welcome"', at: '2026-01-10T10:00:03.000Z' });
    expect((await audit.list({ page: 2, pageSize: 2 })).events.map((event) => event.action)).toEqual(['announcement.create']);

    await closeMongo(mongo);
  });

  it("when a guarded request records a change, then the entry keeps the caller's name from their token, and only for the caller", async () => {
    const mongo = await connectMongo({ uri: mongoUri, dbName: uniqueDatabaseName('kit_audit'), logger });
    const redis = new Redis(redisUrl);
    const audit = new AuditTrail(mongo, logger);
    await audit.ready();
    const keys = generateTestKeys();
    const guards = createAuthGuards(createTokenVerifier({ publicKey: keys.publicKey, issuer: TEST_ISSUER, audience: TEST_AUDIENCE }), new SessionRevocations(redis));
    const app = express();
    app.post('/changes/:target', guards.requireRole('ORGANIZER'), async (req, res) => {
      // An await before recording, as a real use case has: the caller must survive it.
      await audit.list({ page: 1, pageSize: 1 });
      await audit.record({ actorId: callerOf(req).userId, action: 'thing.change', target: String(req.params.target), summary: 'Changed a thing' });
      await audit.record({ actorId: 'system', action: 'thing.follow-up', target: String(req.params.target), summary: 'Followed up' });
      res.status(204).end();
    });

    const named = signTestToken(keys, { role: 'ORGANIZER', userId: 'a'.repeat(24), name: 'Ana López' });
    const unnamed = signTestToken(keys, { role: 'ORGANIZER', userId: 'b'.repeat(24) });
    expect((await request(app).post('/changes/one').set('authorization', `Bearer ${named}`)).status).toBe(204);
    expect((await request(app).post('/changes/two').set('authorization', `Bearer ${unnamed}`)).status).toBe(204);
    await audit.record({ actorId: 'a'.repeat(24), action: 'thing.job', target: 'three', summary: 'Outside any request' });

    const { events } = await audit.list({ page: 1, pageSize: 10 });
    expect(events.map((event) => [event.target, event.action, event.actorName])).toEqual([
      ['three', 'thing.job', null],
      ['two', 'thing.follow-up', null],
      ['two', 'thing.change', null],
      ['one', 'thing.follow-up', null],
      ['one', 'thing.change', 'Ana López'],
    ]);

    await redis.quit();
    await closeMongo(mongo);
  });
});
