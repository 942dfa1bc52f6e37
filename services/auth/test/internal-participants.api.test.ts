import request from 'supertest';
import { INTERNAL_ACTIVE_PARTICIPANTS_PATH, INTERNAL_KEY_HEADER } from '@trek/contracts';
import { bearer, createParticipant, registerOrganizer, startAuthApp, TEST_INTERNAL_KEY, type AuthTestApp } from './auth-app.fixture.js';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("auth's internal list of participants (the participant service's scheduled setup reminders)", () => {
  it('when the participant service asks with the internal key, then it gets the enabled participant accounts only, each with when it was made', async () => {
    const organizer = await registerOrganizer(ctx.app);
    const pablo = await createParticipant(ctx.app, organizer.token);
    const gone = await createParticipant(ctx.app, organizer.token);
    expect((await request(ctx.app).patch(`/api/admin/accounts/${gone.id}`).set(bearer(organizer.token)).send({ disabled: true })).status).toBe(200);

    const res = await request(ctx.app).get(INTERNAL_ACTIVE_PARTICIPANTS_PATH).set(INTERNAL_KEY_HEADER, TEST_INTERNAL_KEY);
    expect(res.status).toBe(200);
    expect(res.body.participants).toContainEqual({ id: pablo.id, email: pablo.email, fullName: 'Pablo Participant', language: 'en', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const emails = res.body.participants.map((participant: { email: string }) => participant.email);
    expect(emails).not.toContain(gone.email);
    expect(emails).not.toContain(organizer.body.email);
  });

  it('when the key is missing or wrong, then 401', async () => {
    expect((await request(ctx.app).get(INTERNAL_ACTIVE_PARTICIPANTS_PATH)).status).toBe(401);
    expect((await request(ctx.app).get(INTERNAL_ACTIVE_PARTICIPANTS_PATH).set(INTERNAL_KEY_HEADER, 'x'.repeat(40))).status).toBe(401);
  });
});
