import { describe, expect, it } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY } from '@trek/contracts';
import { recordedRequests, stubFetch } from '../test/fetch-stub';
import { ApiError, apiRequest, buildUrl, getQueryFn, stripStatusPrefix } from './api-client';

// Component-level tests: fetch is stubbed; the real gateway is covered by end-to-end tests.

function runRead(queryKey: readonly unknown[], on401: 'returnNull' | 'throw' = 'throw') {
  const read = getQueryFn({ on401 });
  return read({ queryKey, signal: new AbortController().signal, meta: undefined } as Parameters<typeof read>[0]);
}

describe('buildUrl', () => {
  it('appends only the non-null parameters as a query string', () => {
    expect(buildUrl('/api/public/speakers', { year: 2025, tag: null, search: undefined, featured: true })).toBe(
      '/api/public/speakers?year=2025&featured=true',
    );
  });

  it('leaves the URL alone without parameters', () => {
    expect(buildUrl('/api/public/team')).toBe('/api/public/team');
    expect(buildUrl('/api/public/team', { year: null })).toBe('/api/public/team');
  });

  it('encodes values and extends an existing query string', () => {
    expect(buildUrl('/api/x?a=1', { q: 'Mexico City & Cancún' })).toBe('/api/x?a=1&q=Mexico+City+%26+Canc%C3%BAn');
  });
});

describe('shared read', () => {
  it('reads the URL from the first key element and the query from the second', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: [{ id: 1 }] }));
    await expect(runRead(['/api/public/itinerary-days', { year: 2026 }])).resolves.toEqual([{ id: 1 }]);
    expect(recordedRequests(fetchMock)[0]).toMatchObject({ method: 'GET', url: '/api/public/itinerary-days?year=2026' });
  });

  it('sends JSON and, with a stored token, the bearer header', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'abc.def.ghi');
    const fetchMock = stubFetch(() => ({ status: 200, body: {} }));
    await runRead(['/api/participant/profile']);
    expect(recordedRequests(fetchMock)[0]?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer abc.def.ghi',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: {} }));
    await runRead(['/api/public/team']);
    expect(recordedRequests(fetchMock)[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('turns a 401 into an empty result when configured to', async () => {
    stubFetch(() => ({ status: 401, body: { message: 'Please sign in to continue' } }));
    await expect(runRead(['/api/participant/profile'], 'returnNull')).resolves.toBeNull();
  });

  it('throws on a 401 otherwise', async () => {
    stubFetch(() => ({ status: 401, body: { message: 'Please sign in to continue' } }));
    await expect(runRead(['/api/participant/profile'])).rejects.toThrow('401: Please sign in to continue');
  });
});

describe('errors', () => {
  it('are "<status>: <message>" from a JSON error body, keeping the status and field errors', async () => {
    stubFetch(() => ({
      status: 400,
      body: { message: 'Password must be at least 8 characters', errors: { password: 'Password must be at least 8 characters' } },
    }));
    const error = await apiRequest('POST', '/api/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '400: Password must be at least 8 characters',
      status: 400,
      errors: { password: 'Password must be at least 8 characters' },
    });
  });

  it('use the raw response text when the body is not a JSON error', async () => {
    stubFetch(() => ({ status: 502, body: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/public/team')).rejects.toThrow('502: Bad Gateway');
  });

  it('have their status prefix stripped for toasts', () => {
    expect(stripStatusPrefix('401: Invalid email or password')).toBe('Invalid email or password');
    expect(stripStatusPrefix('Invalid email or password')).toBe('Invalid email or password');
    expect(stripStatusPrefix('409: Conflict: already exists')).toBe('Conflict: already exists');
  });
});

describe('writes', () => {
  it('send the payload as JSON and resolve with null on an empty answer', async () => {
    const fetchMock = stubFetch(() => ({ status: 204 }));
    await expect(apiRequest('POST', '/api/auth/logout', { reason: 'done' })).resolves.toBeNull();
    expect(recordedRequests(fetchMock)[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout', body: { reason: 'done' } });
  });
});
