import { jest } from '@jest/globals';
import { testEdition } from './fixtures';

/*
 * Component tests run without a backend, so they stub `fetch`: each test answers the calls its
 * screen makes. The real services and gateway are covered by the browser end-to-end tests.
 */

export interface StubbedResponse {
  status: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FetchHandler = (request: RecordedRequest) => StubbedResponse | Promise<StubbedResponse>;

function parseRequestBody(body: RequestInit['body']): unknown {
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/** Replaces `fetch` with the handler and returns the mock, whose calls the test can inspect. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: (init.headers ?? {}) as Record<string, string>,
      body: parseRequestBody(init.body),
    };
    let { status, body } = await handler(request);
    // Every screen reads the edition settings (year, dates, mailbox): the spec's 2026 edition unless the test answers them.
    if (status === 404 && new URL(request.url, 'http://localhost').pathname === '/api/public/edition') ({ status, body } = { status: 200, body: testEdition() });
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as Response;
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** The requests the stub received, in order. */
export function recordedRequests(fetchMock: ReturnType<typeof stubFetch>): RecordedRequest[] {
  return fetchMock.mock.calls.map(([input, init = {}]) => ({
    method: init.method ?? 'GET',
    url: String(input),
    headers: (init.headers ?? {}) as Record<string, string>,
    body: parseRequestBody(init.body),
  }));
}
