import request from 'supertest';
import { ownRoomsSchema, roomMessages, roomsBoardSchema, roomSchema, type Room, type RoomsBoard } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';
import { newUserId } from './participant-app.fixture.js';
import { participantActions, submittedLogistics } from './participant-actions.js';

let stack: AdminStack;

beforeAll(async () => {
  stack = await startAdminStack();
});

afterAll(async () => {
  await stack.close();
});

const ROOMS = '/api/admin/logistics/rooms';
const OWN_ROOMS = '/api/me/rooms';
// DEFAULT_EDITION_SETTINGS: the trek runs from 2026-03-15 to 2026-03-22.
const TREK_NIGHT = '2026-03-16';

let counter = 0;

/** A participant of the current edition who saved their logistics under this name. */
async function participant(name: string, logistics: Record<string, unknown> = {}) {
  const userId = newUserId();
  const token = stack.t.participantToken(userId);
  const fullName = `${name} ${++counter}`;
  await participantActions(stack.t.app, token).saveLogistics(submittedLogistics({ legalName: fullName, preferredName: fullName, ...logistics }));
  return { userId, token, name: fullName };
}

/** Calls as an organizer: the stack's own unless another organizer's token is given (read when called, once the stack runs). */
const asOrganizer = (token?: string) => {
  const auth = () => bearer(token ?? stack.organizer);
  return {
    get: (path: string) => request(stack.t.app).get(path).set(auth()),
    post: (path: string, body: object = {}) => request(stack.t.app).post(path).set(auth()).send(body),
    put: (path: string, body: object) => request(stack.t.app).put(path).set(auth()).send(body),
    delete: (path: string) => request(stack.t.app).delete(path).set(auth()),
  };
};
const organizer = asOrganizer();

async function createRoom(body: Record<string, unknown> = {}): Promise<Room> {
  const res = await organizer.post(ROOMS, { label: `Hotel Catedral ${++counter}`, size: 2, night: null, ...body });
  expect(res.status).toBe(201);
  return roomSchema.parse(res.body);
}

const addMember = (roomId: string, userId: string, token?: string) => asOrganizer(token).post(`${ROOMS}/${roomId}/members`, { userId });

async function board(): Promise<RoomsBoard> {
  const res = await organizer.get(ROOMS);
  expect(res.status).toBe(200);
  return roomsBoardSchema.parse(res.body);
}

const memberIds = (room: Room | undefined) => room?.members.map((member) => member.userId) ?? [];
const ownRooms = async (token: string) => {
  const res = await request(stack.t.app).get(OWN_ROOMS).set(bearer(token));
  expect(res.status).toBe(200);
  return ownRoomsSchema.parse(res.body);
};

describe('rooms: access', () => {
  it('when no token is sent, then 401; for a participant, then 403 on every organizer call', async () => {
    const room = await createRoom();
    const participantToken = stack.t.participantToken(newUserId());
    const calls = [
      () => request(stack.t.app).get(ROOMS),
      () => request(stack.t.app).post(ROOMS).send({ label: 'X', size: 2, night: null }),
      () => request(stack.t.app).post(`${ROOMS}/publish`),
    ];
    for (const call of calls) expect((await call()).status).toBe(401);
    const asParticipant = asOrganizer(participantToken);
    expect((await asParticipant.get(ROOMS)).status).toBe(403);
    expect((await asParticipant.get(`${ROOMS}/suggestions`)).status).toBe(403);
    expect((await asParticipant.post(ROOMS, { label: 'X', size: 2, night: null })).status).toBe(403);
    expect((await asParticipant.put(`${ROOMS}/${room.id}`, { label: 'X', size: 2, night: null })).status).toBe(403);
    expect((await asParticipant.delete(`${ROOMS}/${room.id}`)).status).toBe(403);
    expect((await asParticipant.post(`${ROOMS}/${room.id}/members`, { userId: newUserId() })).status).toBe(403);
    expect((await asParticipant.delete(`${ROOMS}/${room.id}/members/${newUserId()}`)).status).toBe(403);
    expect((await asParticipant.post(`${ROOMS}/publish`)).status).toBe(403);
  });

  it("when the participant's own rooms are read without a token, then 401; with an organizer's, then 403", async () => {
    expect((await request(stack.t.app).get(OWN_ROOMS)).status).toBe(401);
    expect((await request(stack.t.app).get(OWN_ROOMS).set(bearer(stack.organizer))).status).toBe(403);
  });
});

describe('rooms: bad input', () => {
  it.each([
    [{ size: 2, night: null }, roomMessages.labelRequired],
    [{ label: '   ', size: 2, night: null }, roomMessages.labelRequired],
    [{ label: 'x'.repeat(81), size: 2, night: null }, roomMessages.labelTooLong],
    [{ label: 'A', size: 5, night: null }, roomMessages.invalidSize],
    [{ label: 'A', size: 1, night: null }, roomMessages.invalidSize],
    [{ label: 'A', size: 2, night: '2026-02-30' }, roomMessages.invalidNight],
    [{ label: 'A', size: 2, night: '2026-03-01' }, roomMessages.nightOutsideTrek],
    [{ label: 'A', size: 2, night: null, memberIds: [newUserId(), newUserId(), newUserId(), newUserId(), newUserId()] }, roomMessages.tooManyMembers],
  ])('when a room is created with %j, then 400 with the message', async (body, message) => {
    const res = await organizer.post(ROOMS, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('when a member is added with no or a bad user id, someone outside the edition, or to a bad room id, then 400; an unknown room, 404', async () => {
    const room = await createRoom();
    const noUser = await organizer.post(`${ROOMS}/${room.id}/members`, {});
    expect(noUser.status).toBe(400);
    expect(noUser.body.message).toBe(roomMessages.participantRequired);
    expect((await addMember(room.id, 'not-an-id')).body.message).toBe(roomMessages.participantRequired);
    const stranger = await addMember(room.id, newUserId());
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(roomMessages.participantNotInEdition);
    expect((await addMember('nope', newUserId())).status).toBe(400);
    const { userId } = await participant('Known');
    const unknown = await addMember(newUserId(), userId);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(roomMessages.roomNotFound);
  });
});

describe('rooms: assigning', () => {
  it('when organizers make a room and put people in it, then the board lists it with their names, the rest as unassigned, and the changes are audited', async () => {
    const [ana, bea, cai] = [await participant('Ana'), await participant('Bea'), await participant('Cai')];
    const room = await createRoom({ label: 'Hotel Catedral 204', size: 3 });
    expect((await addMember(room.id, ana.userId)).status).toBe(200);
    const added = await addMember(room.id, bea.userId);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      id: room.id,
      label: 'Hotel Catedral 204',
      size: 3,
      night: null,
      members: [
        { userId: ana.userId, name: ana.name, roommatePreference: 'RANDOM' },
        { userId: bea.userId, name: bea.name, roommatePreference: 'RANDOM' },
      ],
    });
    expect((await addMember(room.id, bea.userId)).body.members).toHaveLength(2);

    const shown = await board();
    expect(memberIds(shown.rooms.find((candidate) => candidate.id === room.id))).toEqual([ana.userId, bea.userId]);
    expect(shown.unassigned.map((person) => person.userId)).toContain(cai.userId);
    expect(shown.unassigned.map((person) => person.userId)).not.toContain(ana.userId);
    expect(shown.trekDates).toEqual({ start: '2026-03-15', end: '2026-03-22' });

    const removed = await organizer.delete(`${ROOMS}/${room.id}/members/${bea.userId}`);
    expect(memberIds(removed.body)).toEqual([ana.userId]);
    const audit = await organizer.get('/api/admin/audit/participants');
    expect(audit.body.events.slice(0, 3).map((event: { action: string }) => event.action)).toEqual(['rooms.unassign', 'rooms.assign', 'rooms.assign']);
  });

  it('when someone already has a room that night, then a second one is refused; other nights are fine, a whole-trip room clashes with every night', async () => {
    const dan = await participant('Dan');
    const tuesday = await createRoom({ night: TREK_NIGHT });
    const wednesday = await createRoom({ night: '2026-03-17' });
    const sameNight = await createRoom({ night: TREK_NIGHT });
    const wholeTrip = await createRoom();
    expect((await addMember(tuesday.id, dan.userId)).status).toBe(200);
    expect((await addMember(wednesday.id, dan.userId)).status).toBe(200);

    for (const clash of [sameNight, wholeTrip]) {
      const res = await addMember(clash.id, dan.userId);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(roomMessages.alreadyRoomed);
    }
    // Moving the Wednesday room onto Tuesday would give Dan two beds that night.
    const moved = await organizer.put(`${ROOMS}/${wednesday.id}`, { label: 'Moved', size: 2, night: TREK_NIGHT });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(roomMessages.alreadyRoomed);
  });

  it('when a room is full, then one more person is refused; made smaller than its people, it is flagged over its size', async () => {
    const [eva, fer, gil] = [await participant('Eva'), await participant('Fer'), await participant('Gil')];
    const room = await createRoom({ memberIds: [eva.userId, fer.userId] });
    const full = await addMember(room.id, gil.userId);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(roomMessages.roomFull);

    const grown = await organizer.put(`${ROOMS}/${room.id}`, { label: 'Triple', size: 3, night: null });
    expect(grown.status).toBe(200);
    expect((await addMember(room.id, gil.userId)).status).toBe(200);
    expect((await organizer.put(`${ROOMS}/${room.id}`, { label: 'Double again', size: 2, night: null })).status).toBe(200);
    expect((await board()).flags.overSize).toContainEqual({ roomId: room.id, members: 3, size: 2 });

    expect((await organizer.delete(`${ROOMS}/${room.id}`)).status).toBe(204);
    expect((await organizer.delete(`${ROOMS}/${room.id}`)).status).toBe(404);
    expect((await board()).unassigned.map((person) => person.userId)).toEqual(expect.arrayContaining([eva.userId, fer.userId, gil.userId]));
  });

  it('when organizers ask for suggestions, then mutual pairs and single-upgrade people are proposed without saving; accepted, they are rooms', async () => {
    const tag = `Pair${Date.now()}`;
    const hana = await participant(`Hana ${tag}`, { roommatePreference: 'PAIR_SPECIFIC', roommateNameOrNA: `Ivo ${tag} ${counter + 2}` });
    const ivo = await participant(`Ivo ${tag}`, { roommatePreference: 'PAIR_SPECIFIC', roommateNameOrNA: hana.name });
    const solo = await participant(`Solo ${tag}`, { roommatePreference: 'SINGLE_UPGRADE' });

    const res = await organizer.get(`${ROOMS}/suggestions`);
    expect(res.status).toBe(200);
    const suggestions = res.body.suggestions as Array<{ label: string; size: number; members: Array<{ userId: string }> }>;
    const pair = suggestions.find((suggestion) => suggestion.members.some((member) => member.userId === hana.userId));
    expect(pair?.members.map((member) => member.userId).sort()).toEqual([hana.userId, ivo.userId].sort());
    expect(suggestions.find((suggestion) => suggestion.members.some((member) => member.userId === solo.userId))).toMatchObject({ size: 2, members: [{ userId: solo.userId }] });
    expect((await board()).unassigned.map((person) => person.userId)).toEqual(expect.arrayContaining([hana.userId, ivo.userId, solo.userId]));

    const accepted = await organizer.post(ROOMS, { label: pair?.label, size: 2, night: null, memberIds: pair?.members.map((member) => member.userId) });
    expect(accepted.status).toBe(201);
    const again = (await organizer.get(`${ROOMS}/suggestions`)).body.suggestions as Array<{ members: Array<{ userId: string }> }>;
    expect(again.some((suggestion) => suggestion.members.some((member) => member.userId === hana.userId))).toBe(false);

    // Ivo moves to a one-night room of his own for one night: the pair is split, and Solo sharing is flagged.
    await organizer.delete(`${ROOMS}/${accepted.body.id as string}/members/${ivo.userId}`);
    await createRoom({ night: TREK_NIGHT, memberIds: [ivo.userId, solo.userId] });
    const { flags } = await board();
    expect(flags.splitPairs.map(({ first, second }) => [first.userId, second.userId].sort())).toContainEqual([hana.userId, ivo.userId].sort());
    expect(flags.singleSharing.map(({ person }) => person.userId)).toContain(solo.userId);
  });
});

describe('rooms: publishing and the trip card', () => {
  it('when rooms are a draft, then participants see nothing; published, their own room and roommates names only; edits show once published again', async () => {
    const [jon, kim, lea, max] = [await participant('Jon'), await participant('Kim'), await participant('Lea'), await participant('Max')];
    const room = await createRoom({ label: 'Hotel Catedral 301', memberIds: [jon.userId, kim.userId] });
    await createRoom({ label: 'Hotel Catedral 302', memberIds: [lea.userId] });
    expect(await ownRooms(jon.token)).toEqual({ published: false, rooms: [] });
    expect((await board()).changedSincePublished).toBe(true);

    const published = await organizer.post(`${ROOMS}/publish`);
    expect(published.status).toBe(200);
    expect((await board()).publishedAt).toBe(published.body.publishedAt);
    expect((await board()).changedSincePublished).toBe(false);

    const jonsView = await request(stack.t.app).get(OWN_ROOMS).set(bearer(jon.token));
    expect(jonsView.body).toEqual({ published: true, rooms: [{ label: 'Hotel Catedral 301', night: null, roommates: [{ name: kim.name }] }] });
    // Nothing of anyone outside their room, and nothing but names of those in it.
    expect(JSON.stringify(jonsView.body)).not.toContain(lea.name);
    expect(JSON.stringify(jonsView.body)).not.toContain(kim.userId);
    expect(await ownRooms(max.token)).toEqual({ published: true, rooms: [] });

    await organizer.post(`${ROOMS}/${room.id}/members`, { userId: max.userId }).then((res) => expect(res.status).toBe(409));
    await organizer.delete(`${ROOMS}/${room.id}/members/${kim.userId}`);
    await addMember(room.id, max.userId);
    expect((await ownRooms(jon.token)).rooms[0]?.roommates).toEqual([{ name: kim.name }]);
    expect((await board()).changedSincePublished).toBe(true);

    await organizer.post(`${ROOMS}/publish`);
    expect((await ownRooms(jon.token)).rooms[0]?.roommates).toEqual([{ name: max.name }]);
    expect(await ownRooms(kim.token)).toEqual({ published: true, rooms: [] });
  });
});

describe('rooms: people who leave', () => {
  it('when a participant is erased, then they leave their rooms and their name is no longer shown to roommates', async () => {
    const account = await stack.createAccount(`Nora Erased ${Date.now()}`);
    const nora = participantActions(stack.t.app, stack.t.participantToken(account.id));
    await nora.saveLogistics(submittedLogistics({ legalName: account.fullName, preferredName: account.fullName }));
    const oli = await participant('Oli');
    const room = await createRoom({ memberIds: [account.id, oli.userId] });
    await organizer.post(`${ROOMS}/publish`);
    expect((await ownRooms(oli.token)).rooms[0]?.roommates).toEqual([{ name: account.fullName }]);

    expect((await organizer.post(`/api/admin/participants/${account.id}/erase`)).status).toBe(200);

    const shown = await board();
    expect(memberIds(shown.rooms.find((candidate) => candidate.id === room.id))).toEqual([oli.userId]);
    expect((await ownRooms(oli.token)).rooms[0]?.roommates).toEqual([]);
  });

  it('when a participant transfers their spot away, then they leave their rooms', async () => {
    const account = await stack.createAccount(`Pia Transfers ${Date.now()}`);
    const token = await stack.signIn(account.email);
    await participantActions(stack.t.app, token).saveLogistics(submittedLogistics({ legalName: account.fullName, preferredName: account.fullName }));
    const room = await createRoom({ memberIds: [account.id] });

    const res = await request(stack.t.app).post('/api/participant/transfer/confirm').set(bearer(token)).send({ recipientEmail: `pia.friend.${Date.now()}@mit.edu` });
    expect(res.status).toBe(200);

    const shown = await board();
    expect(memberIds(shown.rooms.find((candidate) => candidate.id === room.id))).toEqual([]);
    expect(shown.people.map((person) => person.userId)).not.toContain(account.id);
  });
});
