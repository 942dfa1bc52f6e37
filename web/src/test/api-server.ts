import { errorBodySchema, publicEditionSchema, transferStateSchema, type ErrorBody } from '@trek/contracts';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { testEdition } from './fixtures';

/*
 * Component tests run without a backend: MSW answers the API calls each test declares, and any
 * other request fails the test (`onUnhandledRequest: 'error'`, set in setup.ts). Every answer
 * body is parsed with its contract schema first, so a fixture that drifts from the contract fails
 * its test. The real services and gateway are covered by the browser journeys.
 */

/** `value` unchanged, after checking that it is what `schema` (the server's contract) allows. */
export function fixture<Schema extends z.ZodType>(schema: Schema, value: z.input<Schema>): z.input<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`Test fixture does not match its contract schema:\n${result.error.message}`);
  return value;
}

/** A JSON answer whose body the contract `schema` accepts. */
export function contractJson<Schema extends z.ZodType>(schema: Schema, body: z.input<Schema>, init?: ResponseInit) {
  return HttpResponse.json(fixture(schema, body) as never, init);
}

/** A refusal as the servers send it: `{ message, errors? }` with the status. */
export function errorJson(status: number, message: string, errors?: ErrorBody['errors']) {
  return HttpResponse.json(fixture(errorBodySchema, errors ? { message, errors } : { message }), { status });
}

/**
 * Answers every screen's read of the edition settings (the spec's 2026 edition) and the portal's
 * read of the participant's transfer state (they hold their spot), unless a test answers them.
 */
const defaultHandlers: RequestHandler[] = [
  http.get('/api/public/edition', () => contractJson(publicEditionSchema, testEdition())),
  http.get('/api/participant/transfer', () =>
    contractJson(transferStateSchema, { alreadyTransferred: false, receivedByTransfer: false, deadline: '2027-02-01T23:59:59.999Z', deadlinePassed: false, transferredAt: null }),
  ),
];

export const apiServer = setupServer(...defaultHandlers);

/** Adds handlers for the current test (reset after each). */
export function answer(...handlers: RequestHandler[]): void {
  apiServer.use(...handlers);
}

/**
 * Answers GETs of `path` with `respond()` only once the returned function is called: what a
 * screen shows while that read is under way.
 */
export function answerWhenReleased(path: string, respond: () => Response): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  answer(
    http.get(path, async () => {
      await released;
      return respond();
    }),
  );
  return release;
}

export interface RecordedRequest {
  method: string;
  /** Path and query, as the app asked for them. */
  url: string;
  headers: Headers;
  body: unknown;
}

/** Records the requests the app sends from now on, in order (bodies parsed as JSON when they are, other bodies as text). */
export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = { method: request.method, url: `${url.pathname}${url.search}`, headers: request.headers, body: undefined };
    recorded.push(entry);
    // An upload's multipart body is not JSON: parsing it would throw outside the test.
    const isJson = request.headers.get('Content-Type')?.includes('application/json') ?? false;
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text === '' ? undefined : isJson ? (JSON.parse(text) as unknown) : text;
      });
  });
  return recorded;
}
