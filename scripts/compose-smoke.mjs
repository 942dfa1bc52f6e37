// Checks a running compose stack of the dev profile end to end, as CI does after `docker compose up`
// (.github/workflows/ci.yml): waits for the gateway, submits an application through it, and reads
// the applicant's confirmation, with the application's reference, from Mailpit's API.
// GATEWAY_URL (default http://localhost:8080) and MAILPIT_URL (default http://127.0.0.1:8025).
/* global fetch */
import { randomBytes } from 'node:crypto';
import { applicationPayload, pollUntil } from './drills/load.mjs';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { waitForHttpOk } from './lib/readiness.mjs';
import { green, step } from './lib/output.mjs';

const gatewayUrl = process.env.GATEWAY_URL || 'http://localhost:8080';
const mailpitUrl = process.env.MAILPIT_URL || 'http://127.0.0.1:8025';

/** @returns {Promise<number>} */
async function main() {
  step(`Waiting for the gateway (${gatewayUrl}/readyz)`);
  await waitForHttpOk(new URL('/readyz', gatewayUrl).href, { what: 'the gateway', timeoutMs: 5 * 60_000 });

  const email = `compose-smoke-${randomBytes(4).toString('hex')}@example.edu`;
  step(`Submitting an application for ${email}`);
  const res = await fetch(new URL('/api/applications', gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(applicationPayload(email)),
  });
  const body = await res.json().catch(() => ({}));
  if (res.status !== 201 || typeof body.ref !== 'string') throw new Error(`the submission was answered ${res.status}: ${JSON.stringify(body)}`);
  step(`Accepted as ${body.ref}; waiting for its confirmation in Mailpit (${mailpitUrl})`);

  const search = new URL('/api/v1/search', mailpitUrl);
  search.searchParams.set('query', `to:"${email}"`);
  /** @type {string | undefined} */
  let found;
  const confirmed = await pollUntil(
    async () => {
      const result = await fetch(search).then((answer) => (answer.ok ? answer.json() : { messages: [] }), () => ({ messages: [] }));
      for (const message of result.messages ?? []) {
        const full = await fetch(new URL(`/api/v1/message/${message.ID}`, mailpitUrl)).then((answer) => answer.json());
        if (`${full.Subject}\n${full.Text}`.includes(body.ref)) found = full.Subject;
      }
      return found !== undefined;
    },
    { timeoutMs: 120_000, intervalMs: 1_000 },
  );
  if (!confirmed) throw new Error(`no email to ${email} naming ${body.ref} reached Mailpit within 2 minutes`);
  console.log(green(`✔ ${email} got "${found}", naming ${body.ref}.`));
  return 0;
}

await runScriptOnSupportedNode(main);
