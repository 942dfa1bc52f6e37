import { describe, expect, it } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY, itineraryDaySchema, participantEditionSchema, teamMemberSchema } from '@trek/contracts';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { itineraryDay } from '../features/landing/testing/content-fixtures';
import { answer, contractJson, errorJson, recordRequests } from '../test/api-server';
import { ApiError, apiRequest, buildUrl, readQuery, stripStatusPrefix } from './api-client';

// MSW answers as the services do; the real gateway is covered by end-to-end tests.

function runRead(queryKey: readonly unknown[]) {
  return readQuery({ queryKey, signal: new AbortController().signal, meta: undefined } as Parameters<typeof readQuery>[0]);
}

const day = itineraryDay({ id: 'd0', dayNumber: 0 });
const signInRequired = () => errorJson(401, 'Please sign in to continue');

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
    answer(http.get('/api/public/itinerary-days', () => contractJson(z.array(itineraryDaySchema), [day])));
    const requests = recordRequests();
    await expect(runRead(['/api/public/itinerary-days', { year: 2026 }])).resolves.toEqual([day]);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/public/itinerary-days?year=2026' });
  });

  it('sends JSON and, with a stored token, the bearer header', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'abc.def.ghi');
    answer(http.get('/api/participant/edition', () => contractJson(participantEditionSchema, { year: 2026, currentYear: 2026, pastEdition: false })));
    const requests = recordRequests();
    await runRead(['/api/participant/edition']);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends the language the visitor chose, which the services write their emails in', async () => {
    answer(http.post('/api/applications', () => HttpResponse.json({ ref: 'MT26-AAAA-BBBB' }, { status: 201 })));
    const requests = recordRequests();
    await i18next.changeLanguage('es');
    try {
      await apiRequest('POST', '/api/applications', {});
    } finally {
      await i18next.changeLanguage('en');
    }
    expect(requests[0]?.headers.get('Accept-Language')).toBe('es');
  });

  it('sends no Authorization header without a token', async () => {
    answer(http.get('/api/public/team', () => contractJson(z.array(teamMemberSchema), [])));
    const requests = recordRequests();
    await runRead(['/api/public/team']);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('throws on a 401', async () => {
    answer(http.get('/api/participant/edition', signInRequired));
    await expect(runRead(['/api/participant/edition'])).rejects.toThrow('401: Please sign in to continue');
  });
});

describe('errors', () => {
  it('are "<status>: <message>" from a JSON error body, keeping the status and field errors', async () => {
    answer(
      http.post('/api/auth/register', () =>
        errorJson(400, 'Password must be at least 8 characters', { password: 'Password must be at least 8 characters' }),
      ),
    );
    const error = await apiRequest('POST', '/api/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '400: Password must be at least 8 characters',
      status: 400,
      errors: { password: 'Password must be at least 8 characters' },
    });
  });

  it('use the raw response text when the body is not a JSON error', async () => {
    // A gateway's plain-text page, not a service's JSON.
    answer(http.get('/api/public/team', () => new HttpResponse('Bad Gateway', { status: 502 })));
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
    answer(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    const requests = recordRequests();
    await expect(apiRequest('POST', '/api/auth/logout', { reason: 'done' })).resolves.toBeNull();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout', body: { reason: 'done' } });
  });
});
