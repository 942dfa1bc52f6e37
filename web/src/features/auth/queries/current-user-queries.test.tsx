import { describe, expect, it } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY, meResponseSchema } from '@trek/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../app/query-client';
import { answer, contractJson, errorJson, recordRequests } from '../../../test/api-server';
import { participant } from '../../../test/fixtures';
import { loadCurrentUser, useCurrentUser } from './current-user-queries';

// MSW answers as the auth service does; the real auth service is covered by end-to-end tests.

function renderCurrentUser() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useCurrentUser(), { wrapper });
}

/** `/api/auth/me` answering `reply`; returns the requests the app sent, in order. */
function answerMe(reply: () => Response) {
  answer(http.get('/api/auth/me', reply));
  return recordRequests();
}

const signedIn = () => contractJson(meResponseSchema, { user: participant });

describe('current user', () => {
  it('is signed out without a stored token, and nothing is requested', async () => {
    const requests = answerMe(signedIn);
    const { result } = renderCurrentUser();
    expect(result.current).toEqual({ user: null, isLoading: false });
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(requests).toEqual([]);
  });

  it('is loaded from /api/auth/me with the stored token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'valid-token');
    const requests = answerMe(signedIn);
    const { result } = renderCurrentUser();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ user: participant, isLoading: false }));
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/auth/me']);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer valid-token');
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('valid-token');
  });

  it('removes a token the server refuses (401) and is signed out', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'revoked-token');
    const requests = answerMe(() => errorJson(401, 'Your session has expired. Please sign in again.'));
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current).toEqual({ user: null, isLoading: false }));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('removes the token on any other failed answer', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'some-token');
    answerMe(() => errorJson(503, 'Service unavailable'));
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('removes the token when the server cannot be reached', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'some-token');
    answerMe(() => HttpResponse.error());
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
