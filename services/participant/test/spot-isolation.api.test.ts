import request from 'supertest';
import type { Account } from '@trek/contracts';
import { bearer, eventually } from '@trek/testing';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';
import { startApplicationsStub, type ApplicationsStub } from './applications-stub.fixture.js';

/**
 * No person ever reads another person's data, whatever the route: every participant route that
 * answers personal data, asked by each person, holds their own markers and none of the other's.
 * Once for a transferred spot (the former holder, by their old token and a new sign-in, and the
 * recipient), once for two people one after the other.
 */

let stack: AdminStack;
let applications: ApplicationsStub;
let announcementId: string;

beforeAll(async () => {
  applications = await startApplicationsStub();
  stack = await startAdminStack({ applicationsServiceUrl: applications.url });
  const created = await request(stack.t.app).post('/api/admin/announcements').set(bearer(stack.organizer)).send({ title: 'Packing list', content: 'Bring a hat', priority: 'normal' });
  expect(created.status).toBe(201);
  announcementId = created.body.announcement.id;
});

afterAll(async () => {
  await stack.close();
  await new Promise((resolve) => applications.server.close(resolve));
});

const app = () => request(stack.t.app);

/** What one person saves everywhere: every value is theirs alone, so finding it elsewhere is a leak. */
interface Person {
  token: string;
  markers: string[];
}

async function fillEverything(token: string, tag: string, passport: string): Promise<string[]> {
  const auth = bearer(token);
  const own = { firstName: `First${tag}`, lastName: `Last${tag}`, bio: `Bio of ${tag}`, program: 'MBA', university: 'Stanford', email: `${tag.toLowerCase()}@profile.test` };
  expect((await app().put('/api/participant/profile').set(auth).send(own)).status).toBe(200);
  const logistics = { legalName: `Legal ${tag}`, passportNationality: 'Mexico', passportNumber: passport, dateOfBirth: '1997-03-02', phoneMexico: `+52 55 ${passport.slice(-4)} 0000` };
  expect((await app().put('/api/me/logistics').set(auth).send(logistics)).status).toBe(200);
  expect((await app().put('/api/participant/whatsapp').set(auth).send({ joined: true })).status).toBe(200);
  expect((await app().post('/api/participant/feedback').set(auth).send({ subject: `Subject ${tag}`, message: `Message ${tag}` })).status).toBe(201);
  expect((await app().post(`/api/participant/announcements/${announcementId}/read`).set(auth)).status).toBeLessThan(300);
  const feed = await app().post('/api/participant/calendar-feed').set(auth);
  expect(feed.status).toBe(201);
  return [`First${tag}`, `Legal ${tag}`, passport, `Subject ${tag}`, `Message ${tag}`, `${tag.toLowerCase()}@profile.test`, new URL(feed.body.url).pathname];
}

/** Every participant route answering personal data. */
const PERSONAL_ROUTES = [
  '/api/participant/profile',
  '/api/me/logistics',
  '/api/participant/my-data',
  '/api/participant/feedback',
  '/api/participant/transfer',
  '/api/participant/calendar-feed',
  '/api/participant/announcements',
  '/api/participant/edition',
  '/api/participant/logistics-reads',
] as const;

async function expectOwnDataOnly(token: string, mine: string[], theirs: string[], accountId: string): Promise<void> {
  for (const path of PERSONAL_ROUTES) {
    const res = await app().get(path).set(bearer(token));
    expect([path, res.status]).toEqual([path, 200]);
    const body = JSON.stringify(res.body);
    for (const marker of theirs) expect([path, body.includes(marker)]).toEqual([path, false]);
    if (path === '/api/participant/profile') expect(body).toContain(mine[0]);
    if (path === '/api/me/logistics') expect(body).toContain(mine[2]);
    if (path === '/api/participant/my-data') {
      for (const marker of mine.slice(0, 5)) expect(body).toContain(marker);
      expect(res.body.account.id).toBe(accountId);
    }
  }
}

describe('a transferred spot', () => {
  let ana: Account;
  let anaOld: Person;
  let bea: Person & { id: string };

  beforeAll(async () => {
    ana = await stack.createAccount('Ana Sender');
    const token = await stack.signIn(ana.email);
    anaOld = { token, markers: await fillEverything(token, 'Ana', 'A1111111') };
    const confirm = await app().post('/api/participant/transfer/confirm').set(bearer(token)).send({ recipientEmail: `bea.${Date.now()}@mit.edu`, noteToOrganizers: 'NoteFromAna' });
    expect(confirm.status).toBe(200);
    // Auth ends the former holder's sessions when it consumes SpotTransferred.
    await eventually(async () => (await app().get('/api/participant/profile').set(bearer(token))).status, (status) => status === 401, { what: "Ana's sessions ended" });
    const beaEmail = (await stack.t.collection('transfer_claims').findOne({ fromUserId: ana.id }))!.recipient.email as string;
    const beaToken = await stack.setPasswordFromEmail(beaEmail);
    const beaId = (await stack.authCollection('users').findOne({ email: beaEmail }))!._id.toString();
    bea = { id: beaId, token: beaToken, markers: await fillEverything(beaToken, 'Bea', 'B2222222') };
  });

  it("when the former holder's session from before the transfer asks any route, then it is refused", async () => {
    for (const path of PERSONAL_ROUTES) expect([path, (await app().get(path).set(bearer(anaOld.token))).status]).toEqual([path, 401]);
  });

  it('when the former holder signs in again, then every route answers their own data and none of the recipient’s', async () => {
    const again = await stack.signIn(ana.email);
    await expectOwnDataOnly(again, anaOld.markers, bea.markers, ana.id);
  });

  it('when the recipient asks every route, then none answers the former holder’s data (application, feedback, transfer note included)', async () => {
    await expectOwnDataOnly(bea.token, bea.markers, [...anaOld.markers, 'NoteFromAna', ana.email], bea.id);
  });

  it('when the former holder’s calendar address is read, then it no longer answers', async () => {
    expect((await app().get(anaOld.markers[6]!)).status).toBe(404);
  });
});

describe('the session from before a transfer', () => {
  it("when the spot's next holder saves their passport, then the former holder's earlier session cannot read it", async () => {
    const ana = await stack.createAccount('Ana Before');
    const anaToken = await stack.signIn(ana.email);
    const passport = { legalName: 'Legal Ana', passportNationality: 'Mexico', dateOfBirth: '1997-03-02' };
    expect((await app().put('/api/me/logistics').set(bearer(anaToken)).send({ ...passport, passportNumber: 'A5555555' })).status).toBe(200);
    const recipientEmail = `next.${Date.now()}@mit.edu`;
    expect((await app().post('/api/participant/transfer/confirm').set(bearer(anaToken)).send({ recipientEmail })).status).toBe(200);

    // The spot's next holder signs in (with the account the transfer gave them) and saves their passport.
    const nextToken = await stack.setPasswordFromEmail(recipientEmail);
    expect((await app().put('/api/me/logistics').set(bearer(nextToken)).send({ ...passport, legalName: 'Legal Next', passportNumber: 'N6666666' })).status).toBe(200);

    const read = await app().get('/api/me/logistics').set(bearer(anaToken));
    expect(JSON.stringify(read.body)).not.toContain('N6666666');
    expect(read.status).toBe(401);
  });
});

describe('two people one after the other', () => {
  it('when one person and then another use the portal, then each reads only their own data', async () => {
    const cai = await stack.createAccount('Cai First');
    const caiToken = await stack.signIn(cai.email);
    const caiMarkers = await fillEverything(caiToken, 'Cai', 'C3333333');
    const dan = await stack.createAccount('Dan Second');
    const danToken = await stack.signIn(dan.email);
    const danMarkers = await fillEverything(danToken, 'Dan', 'D4444444');
    await expectOwnDataOnly(danToken, danMarkers, caiMarkers, dan.id);
    await expectOwnDataOnly(caiToken, caiMarkers, danMarkers, cai.id);
  });
});
