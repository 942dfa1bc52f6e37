import request from 'supertest';
import { authMessages, contentMessages, textTooLong, urlMessages } from '@trek/contracts';
import { bearer, startContentApp, type ContentTestApp } from './content-app.fixture.js';

const PATH = '/api/admin/content/my-team-member';
const card = {
  name: 'Olivia Organizer',
  role: 'Co-Director',
  university: 'Stanford',
  program: 'MBA 2026',
  bio: 'Olivia leads the trek.',
  photoUrl: '/media/team/olivia.png',
  socials: { linkedin: 'https://linkedin.com/in/olivia' },
};

describe('My Profile: an organizer keeps their own team card', () => {
  let content: ContentTestApp;
  let organizerId = 0;
  /** A fresh organizer per test, so each starts without a card. */
  const newOrganizer = () => {
    const userId = (++organizerId).toString(16).padStart(24, 'b');
    return { userId, auth: bearer(content.tokenFor('ORGANIZER', userId)) };
  };

  beforeAll(async () => {
    content = await startContentApp();
  });

  afterAll(async () => {
    await content.close();
  });

  it('when nobody is signed in, then 401; when a participant asks, then 403', async () => {
    expect((await request(content.app).get(PATH)).status).toBe(401);
    expect((await request(content.app).put(PATH).send(card)).status).toBe(401);
    const participant = bearer(content.participantToken);
    const read = await request(content.app).get(PATH).set(participant);
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ message: authMessages.forbidden });
    expect((await request(content.app).put(PATH).set(participant).send(card)).status).toBe(403);
  });

  it('when the organizer has no card yet, then the read answers null', async () => {
    const { auth } = newOrganizer();
    const res = await request(content.app).get(PATH).set(auth);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ teamMember: null });
  });

  it('when the card is saved twice, then one card is created, then replaced, and the public team shows the change', async () => {
    const { auth } = newOrganizer();
    const first = await request(content.app).put(PATH).set(auth).send(card);
    expect(first.status).toBe(200);
    expect(first.body.teamMember).toMatchObject({ ...card, id: expect.any(String) });
    expect(first.body.teamMember.userId).toBeUndefined();
    const publicBefore = await request(content.app).get('/api/public/team');
    expect(publicBefore.body).toContainEqual(expect.objectContaining({ id: first.body.teamMember.id, bio: card.bio }));

    const { bio: _bio, photoUrl: _photo, ...withoutBioAndPhoto } = card;
    const second = await request(content.app).put(PATH).set(auth).send({ ...withoutBioAndPhoto, role: 'Logistics Lead' });
    expect(second.status).toBe(200);
    expect(second.body.teamMember.id).toBe(first.body.teamMember.id);
    expect(second.body.teamMember).toMatchObject({ role: 'Logistics Lead' });
    expect(second.body.teamMember.bio).toBeUndefined();
    expect(second.body.teamMember.photoUrl).toBeUndefined();

    const publicAfter = await request(content.app).get('/api/public/team').set('if-none-match', publicBefore.headers.etag as string);
    expect(publicAfter.status).toBe(200);
    const mine = publicAfter.body.filter((member: { id: string }) => member.id === first.body.teamMember.id);
    expect(mine).toEqual([expect.objectContaining({ role: 'Logistics Lead' })]);
    expect((await request(content.app).get(PATH).set(auth)).body.teamMember).toMatchObject({ role: 'Logistics Lead' });
  });

  it('when the card is saved, then the audit trail records who saved which card, without its text', async () => {
    const { userId, auth } = newOrganizer();
    const saved = await request(content.app).put(PATH).set(auth).send(card);
    const events = await content.stores.mongo.collection('audit_events').find({ actorId: userId }).toArray();
    expect(events).toEqual([
      expect.objectContaining({ action: 'team-member.save-own', target: `team:${saved.body.teamMember.id}`, at: expect.any(Date) }),
    ]);
    expect(JSON.stringify(events)).not.toContain(card.bio);
  });

  it('when two organizers save, then each reads and changes only their own card', async () => {
    const ana = newOrganizer();
    const ben = newOrganizer();
    const anas = await request(content.app).put(PATH).set(ana.auth).send({ ...card, name: 'Ana' });
    const bens = await request(content.app).put(PATH).set(ben.auth).send({ ...card, name: 'Ben' });
    expect(bens.body.teamMember.id).not.toBe(anas.body.teamMember.id);

    await request(content.app).put(PATH).set(ben.auth).send({ ...card, name: 'Ben B.' });
    expect((await request(content.app).get(PATH).set(ana.auth)).body.teamMember).toMatchObject({ id: anas.body.teamMember.id, name: 'Ana' });
    expect((await request(content.app).get(PATH).set(ben.auth)).body.teamMember).toMatchObject({ id: bens.body.teamMember.id, name: 'Ben B.' });
  });

  it('when a first save races another, then the organizer still has exactly one card', async () => {
    const { auth } = newOrganizer();
    const saves = await Promise.all([1, 2, 3].map((n) => request(content.app).put(PATH).set(auth).send({ ...card, name: `Racer ${n}` })));
    expect(saves.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(new Set(saves.map((res) => res.body.teamMember.id)).size).toBe(1);
  });

  it('when no order is given, then a new card goes after the last member and keeps its place on later saves', async () => {
    const { auth } = newOrganizer();
    const team = await request(content.app).get('/api/admin/content/team').set(bearer(content.organizerToken));
    const lastOrder = Math.max(-1, ...team.body.map((member: { order: number }) => member.order));
    const created = await request(content.app).put(PATH).set(auth).send(card);
    expect(created.body.teamMember.order).toBe(lastOrder + 1);
    const moved = await request(content.app).put(PATH).set(auth).send({ ...card, order: 0 });
    expect(moved.body.teamMember.order).toBe(0);
    const kept = await request(content.app).put(PATH).set(auth).send(card);
    expect(kept.body.teamMember.order).toBe(0);
  });

  it('when the body sends an owner, then it is ignored: the card belongs to the caller', async () => {
    const owner = newOrganizer();
    const intruder = newOrganizer();
    const created = await request(content.app).put(PATH).set(owner.auth).send(card);
    const res = await request(content.app).put(PATH).set(intruder.auth).send({ ...card, name: 'Intruder', userId: owner.userId, id: created.body.teamMember.id });
    expect(res.status).toBe(200);
    expect(res.body.teamMember.id).not.toBe(created.body.teamMember.id);
    expect((await request(content.app).get(PATH).set(owner.auth)).body.teamMember.name).toBe(card.name);
  });

  it('when another organizer replaces the card in the Content tab, then it stays linked to its owner', async () => {
    const owner = newOrganizer();
    const created = await request(content.app).put(PATH).set(owner.auth).send(card);
    const id = created.body.teamMember.id as string;
    const replaced = await request(content.app)
      .put(`/api/admin/content/team/${id}`)
      .set(bearer(content.organizerToken))
      .send({ name: 'Olivia O.', role: 'Co-Director' });
    expect(replaced.status).toBe(200);
    expect((await request(content.app).get(PATH).set(owner.auth)).body.teamMember).toMatchObject({ id, name: 'Olivia O.' });
  });

  it('when the input is bad, then 400 with the contract messages and nothing is saved', async () => {
    const { auth } = newOrganizer();
    const res = await request(content.app)
      .put(PATH)
      .set(auth)
      .send({ name: ' ', role: '', photoUrl: 'javascript:alert(1)', order: -1 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: contentMessages.nameRequired,
      role: contentMessages.roleRequired,
      photoUrl: urlMessages.image,
      order: contentMessages.orderRange,
    });
    expect((await request(content.app).get(PATH).set(auth)).body).toEqual({ teamMember: null });
  });

  it('when the card has a Spanish role and bio, then they are kept beside the English and the public team reads both', async () => {
    const { auth } = newOrganizer();
    const es = { role: 'Codirectora', bio: 'Olivia dirige el viaje.' };
    const saved = await request(content.app).put(PATH).set(auth).send({ ...card, es });
    expect(saved.status).toBe(200);
    expect(saved.body.teamMember).toMatchObject({ role: card.role, es });
    expect((await request(content.app).get('/api/public/team')).body).toContainEqual(expect.objectContaining({ id: saved.body.teamMember.id, role: card.role, es }));
  });

  it('when the Spanish role or bio is too long, then 400 with the length messages and nothing is saved', async () => {
    const { auth } = newOrganizer();
    const res = await request(content.app)
      .put(PATH)
      .set(auth)
      .send({ ...card, es: { role: 'x'.repeat(121), bio: 'x'.repeat(2001) } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'es.role': textTooLong('Role', 120), 'es.bio': textTooLong('Bio', 2000) });
    expect((await request(content.app).get(PATH).set(auth)).body).toEqual({ teamMember: null });
  });
});
