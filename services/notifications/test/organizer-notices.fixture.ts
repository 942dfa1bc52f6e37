import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { DEFAULT_EDITION_SETTINGS, type Language } from '@trek/contracts';
import { createLogger } from '@trek/service-kit';
import { TEST_AUDIENCE, TEST_ISSUER, generateTestKeys, signTestToken, startEditionStub, startSmtpSink, type EditionStub, type SmtpSink } from '@trek/testing';
// auth itself, in-process: the worker asks its internal API who the active organizers are.
import { TEST_INTERNAL_KEY, bearer, registerOrganizer, startAuthApp, type AuthTestApp } from '../../auth/test/auth-app.fixture.js';
import { createApp } from '../src/app.js';
import { createActiveOrganizersClient } from '../src/data-access/active-organizers.client.js';
import { createMailTransport } from '../src/mail/mail.transport.js';
import { startWorkerHarness, type WorkerHarness } from './worker-harness.js';

export interface TestOrganizer {
  id: string;
  email: string;
  /** A token the notifications service accepts for this organizer (its own test keys, the same user id). */
  token: string;
}

/**
 * What the organizer-notice suites run on: auth in-process behind a loopback server (the worker
 * asks its internal API who the active organizers are), an email worker on its own database and
 * prefix delivering to an SMTP sink, the notifications app, and the content service's edition (a
 * stand-in, digest at 08:00). Every part dates things by `now`.
 */
export interface OrganizerNoticesStack {
  auth: AuthTestApp;
  sink: SmtpSink;
  harness: WorkerHarness;
  app: Express;
  content: EditionStub<typeof DEFAULT_EDITION_SETTINGS>;
  keys: ReturnType<typeof generateTestKeys>;
  /** Registers an organizer with auth, in `language` when given. */
  newOrganizer: (name: string, language?: Language) => Promise<TestOrganizer>;
  close: () => Promise<void>;
}

export async function startOrganizerNoticesStack(now: () => Date): Promise<OrganizerNoticesStack> {
  const keys = generateTestKeys();
  const auth = await startAuthApp();
  const authServer = createServer(auth.app);
  await new Promise<void>((resolve) => authServer.listen(0, '127.0.0.1', resolve));
  const authUrl = `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`;
  const sink = await startSmtpSink();
  const harness = await startWorkerHarness(createMailTransport({ SMTP_URL: sink.url, MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' }), undefined, {
    source: createActiveOrganizersClient(authUrl, TEST_INTERNAL_KEY),
    now,
  });
  const content = await startEditionStub({ ...DEFAULT_EDITION_SETTINGS, digestTime: '08:00' });
  const app = createApp({
    config: { JWT_PUBLIC_KEY: keys.publicKey, JWT_ISSUER: TEST_ISSUER, JWT_AUDIENCE: TEST_AUDIENCE },
    emailLog: harness.emailLog,
    notificationSettings: harness.organizerNotices!.settings,
    redis: harness.stores.redis,
    logger: createLogger('test', 'silent'),
    readiness: harness.stores.readiness,
    now,
  });

  const newOrganizer = async (name: string, language?: Language): Promise<TestOrganizer> => {
    const registered = await registerOrganizer(auth.app, { fullName: name });
    if (language) expect((await request(auth.app).put('/api/auth/me/language').set(bearer(registered.token)).send({ language })).status).toBe(204);
    const id = (await request(auth.app).get('/api/auth/me').set(bearer(registered.token))).body.user.id as string;
    return { id, email: registered.body.email as string, token: signTestToken(keys, { role: 'ORGANIZER', userId: id }) };
  };

  return {
    auth,
    sink,
    harness,
    app,
    content,
    keys,
    newOrganizer,
    close: async () => {
      await harness.close();
      await sink.stop();
      await content.close();
      await new Promise((resolve) => authServer.close(resolve));
      await auth.close();
    },
  };
}
