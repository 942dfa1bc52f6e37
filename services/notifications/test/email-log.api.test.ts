import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { emailLogPageSchema, type EmailJob } from '@trek/contracts';
import { createLogger } from '@trek/service-kit';
import { TEST_AUDIENCE, TEST_ISSUER, generateTestKeys, signTestToken } from '@trek/testing';
import { createApp } from '../src/app.js';
import { createNotificationSettingsRepository } from '../src/data-access/notification-settings.repository.js';
import { createMailTransport } from '../src/mail/mail.transport.js';
import { startWorkerHarness, type WorkerHarness } from './worker-harness.js';

const keys = generateTestKeys();
const organizer = { Authorization: `Bearer ${signTestToken(keys, { role: 'ORGANIZER' })}` };
const participant = { Authorization: `Bearer ${signTestToken(keys, { role: 'PARTICIPANT' })}` };
let captureDir: string;
let harness: WorkerHarness;
let app: Express;

async function deliver(email: EmailJob): Promise<string> {
  const jobId = `test-${randomUUID()}`;
  const done = harness.settled(jobId);
  await harness.outbox.send(jobId, email);
  await done;
  return jobId;
}

beforeAll(async () => {
  captureDir = await mkdtemp(join(tmpdir(), 'trek-mail-capture-'));
  harness = await startWorkerHarness(createMailTransport({ MAIL_CAPTURE_DIR: captureDir, MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' }));
  app = createApp({
    config: { JWT_PUBLIC_KEY: keys.publicKey, JWT_ISSUER: TEST_ISSUER, JWT_AUDIENCE: TEST_AUDIENCE },
    emailLog: harness.emailLog,
    notificationSettings: createNotificationSettingsRepository(harness.stores.mongo),
    redis: harness.stores.redis,
    logger: createLogger('test', 'silent'),
    readiness: harness.stores.readiness,
  });
});

afterAll(async () => {
  await harness.close();
  await rm(captureDir, { recursive: true, force: true });
});

describe('GET /api/admin/emails', () => {
  it('when an organizer asks after emails were delivered, then they are listed newest first, without bodies', async () => {
    const first = await deliver({ kind: 'participant-credentials', to: ['luis@example.com'], subject: 'Your Mexico Trek account', text: 'Password: s3cret-Pass' });
    const second = await deliver({ kind: 'test', to: ['ana@example.com'], subject: 'A test', text: 'Hello' });

    const res = await request(app).get('/api/admin/emails').set(organizer);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = emailLogPageSchema.parse(res.body);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(page.entries.map((entry) => entry.jobId)).toEqual([second, first]);
    expect(page.entries[1]).toMatchObject({ kind: 'participant-credentials', to: ['luis@example.com'], status: 'captured', attempts: 1, error: null });
    expect(JSON.stringify(res.body)).not.toContain('s3cret-Pass');
  });

  it('when filtered by status, kind, search or page, then only the matching entries come back', async () => {
    const get = (query: Record<string, string>) => request(app).get('/api/admin/emails').query(query).set(organizer);

    expect((await get({ kind: 'test' })).body.entries.map((entry: { to: string[] }) => entry.to)).toEqual([['ana@example.com']]);
    expect((await get({ status: 'failed' })).body).toMatchObject({ entries: [], total: 0 });
    expect((await get({ status: 'captured' })).body.entries.map((entry: { to: string[] }) => entry.to)).toEqual([['ana@example.com'], ['luis@example.com']]);
    expect((await get({ status: 'sending' })).body).toMatchObject({ entries: [], total: 0 });
    expect((await get({ status: 'captured', kind: 'test' })).body.total).toBe(1);
    expect((await get({ status: 'captured', page: '2', pageSize: '1' })).body).toMatchObject({ total: 2, entries: [{ to: ['luis@example.com'], status: 'captured' }] });
    expect((await get({ search: 'LUIS@' })).body.entries).toHaveLength(1);
    expect((await get({ search: 'mexico trek account' })).body.entries).toHaveLength(1);
    expect((await get({ search: '.*' })).body.total).toBe(0);
    const secondPage = (await get({ page: '2', pageSize: '1' })).body;
    expect(secondPage).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(secondPage.entries[0].to).toEqual(['luis@example.com']);
  });

  it('when the query is bad, then 400', async () => {
    expect((await request(app).get('/api/admin/emails').query({ status: 'lost' }).set(organizer)).status).toBe(400);
    expect((await request(app).get('/api/admin/emails').query({ pageSize: '101' }).set(organizer)).status).toBe(400);
  });

  it('when there is no token, then 401; when a participant asks, then 403', async () => {
    expect((await request(app).get('/api/admin/emails')).status).toBe(401);
    expect((await request(app).get('/api/admin/emails').set(participant)).status).toBe(403);
  });
});
