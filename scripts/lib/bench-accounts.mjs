// The accounts the drills and benchmarks sign in with, made through the gateway as the product's
// own forms make them: an organizer registered with the stack's setup key, and participants the
// organizer creates (the Auth Spots call).
/* global fetch */
import { randomBytes } from 'node:crypto';

const PARTICIPANT_PASSWORD = 'participant pass 2026';

/**
 * Registers an organizer with the stack's setup key, as the Organizer Setup form does.
 * @param {import('./stack.mjs').RunningStack} stack
 * @returns {Promise<string>} their bearer token
 */
export async function registerOrganizer(stack) {
  const res = await fetch(new URL('/api/auth/register', stack.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Drill Organizer',
      email: `organizer.${randomBytes(4).toString('hex')}@example.edu`,
      password: 'organizer pass 2026',
      role: 'ORGANIZER',
      agreedToTerms: true,
      organizerLoginKey: stack.setupKey,
    }),
  });
  const body = await res.json().catch(() => ({}));
  if (res.status !== 201 && res.status !== 200) throw new Error(`registering an organizer failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * A participant account the organizer creates (the Auth Spots call), signed in.
 * @param {string} baseUrl
 * @param {string} organizerToken
 * @param {number} [index] tells apart the accounts one run creates
 * @returns {Promise<string>} their bearer token
 */
export async function createParticipant(baseUrl, organizerToken, index = 0) {
  const email = `bench.participant.${Date.now()}.${index}@example.edu`;
  const created = await fetch(new URL('/api/admin/accounts', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${organizerToken}` },
    body: JSON.stringify({ fullName: 'Bench Participant', email, password: PARTICIPANT_PASSWORD }),
  });
  if (!created.ok) throw new Error(`creating the participant failed: HTTP ${created.status} ${await created.text()}`);
  const login = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PARTICIPANT_PASSWORD }),
  });
  if (!login.ok) throw new Error(`signing the participant in failed: HTTP ${login.status}`);
  return /** @type {{ token: string }} */ (await login.json()).token;
}
