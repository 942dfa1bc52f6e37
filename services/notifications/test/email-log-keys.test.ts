import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import type { EmailJob } from '@trek/contracts';
import { connectDataStores, createLogger, type DataStores } from '@trek/service-kit';
import { testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { createEmailLogRepository } from '../src/data-access/email-log.repository.js';

const { mongoUri, redisUrl } = testInfrastructure();

/** An entry as versions before the log was keyed by job id wrote it. */
const olderEntry = (jobId: string) => ({
  _id: new Types.ObjectId(),
  jobId,
  kind: 'application-confirmation',
  to: ['ana@stanford.edu'],
  subject: `Application ${jobId} received`,
  status: 'sent',
  error: null,
  attempts: 1,
  sentAt: new Date('2026-05-02T10:00:00Z'),
  createdAt: new Date('2026-05-02T09:59:59Z'),
});

let stores: DataStores;
beforeEach(async () => {
  stores = await connectDataStores({ mongoUri, dbName: uniqueDatabaseName('notifications'), redisUrl, logger: createLogger('test', 'silent') });
});
afterEach(async () => {
  await stores.close();
});

describe('an email log written by an older version', () => {
  it('when the worker starts, then every entry is kept and found by its job id, none twice', async () => {
    const emails = stores.mongo.collection('emails');
    await emails.createIndex({ jobId: 1 }, { unique: true });
    const jobIds = [`confirmation:${randomUUID()}`, `notice:${randomUUID()}`];
    await emails.insertMany(jobIds.map(olderEntry));

    const log = await createEmailLogRepository(stores.mongo);

    for (const jobId of jobIds) {
      expect(await log.findByJobId(jobId)).toMatchObject({ id: jobId, jobId, status: 'sent', subject: `Application ${jobId} received`, sentAt: '2026-05-02T10:00:00.000Z' });
    }
    expect(await emails.countDocuments({})).toBe(2);
    expect((await log.list({ page: 1, pageSize: 25 })).total).toBe(2);
  });

  it('when a start stopped half-way (an entry copied, its old one still there), then the next start leaves one entry', async () => {
    const emails = stores.mongo.collection('emails');
    const jobId = `confirmation:${randomUUID()}`;
    const entry = olderEntry(jobId);
    await emails.insertMany([entry, { ...entry, _id: jobId } as never]);

    const log = await createEmailLogRepository(stores.mongo);

    expect(await emails.countDocuments({})).toBe(1);
    expect(await log.findByJobId(jobId)).toMatchObject({ id: jobId, status: 'sent' });
  });

  it('when a job is logged again after the move, then it updates its one entry', async () => {
    const emails = stores.mongo.collection('emails');
    const jobId = `notice:${randomUUID()}`;
    await emails.insertOne({ ...olderEntry(jobId), status: 'retrying', sentAt: null });

    const log = await createEmailLogRepository(stores.mongo);
    const email: EmailJob = { kind: 'application-confirmation', to: ['ana@stanford.edu'], subject: 'ignored on update', text: 'x' };
    await log.startSending(jobId, email, 2);
    await log.recordDelivered(jobId, email, 'sent', 2);

    expect(await emails.countDocuments({})).toBe(1);
    expect(await log.findByJobId(jobId)).toMatchObject({ status: 'sent', attempts: 2, subject: `Application ${jobId} received` });
  });
});
