import { testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { AuditTrail, closeMongo, connectMongo, createLogger } from '../src/index.js';

const { mongoUri } = testInfrastructure();
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
    expect(first.events[0]).toMatchObject({ actorId: 'org-1', target: 'announcement:a1', summary: 'Deleted "Welcome"', at: '2026-01-10T10:00:03.000Z' });
    expect((await audit.list({ page: 2, pageSize: 2 })).events.map((event) => event.action)).toEqual(['announcement.create']);

    await closeMongo(mongo);
  });
});
