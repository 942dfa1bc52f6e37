import { describe, expect, it } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY } from '@trek/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../app/query-client';
import { recordedRequests, stubFetch, stubUnreachableBackend } from '../../../test/fetch-stub';
import { participant } from '../../../test/fixtures';
import { loadCurrentUser, useCurrentUser } from './current-user';

// Component-level tests: fetch is stubbed; the real auth service is covered by end-to-end tests.

function renderCurrentUser() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useCurrentUser(), { wrapper });
}

describe('current user', () => {
  it('is signed out without a stored token, and nothing is requested', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: { user: participant } }));
    const { result } = renderCurrentUser();
    expect(result.current).toEqual({ user: null, isLoading: false });
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is loaded from /api/auth/me with the stored token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'valid-token');
    const fetchMock = stubFetch(() => ({ status: 200, body: { user: participant } }));
    const { result } = renderCurrentUser();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ user: participant, isLoading: false }));
    expect(recordedRequests(fetchMock)).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/auth/me', headers: expect.objectContaining({ Authorization: 'Bearer valid-token' }) }),
    ]);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('valid-token');
  });

  it('removes a token the server refuses (401) and is signed out', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'revoked-token');
    const fetchMock = stubFetch(() => ({ status: 401, body: { message: 'Your session has expired. Please sign in again.' } }));
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current).toEqual({ user: null, isLoading: false }));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('removes the token on any other failed answer', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'some-token');
    stubFetch(() => ({ status: 503, body: { message: 'Service unavailable' } }));
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('removes the token when the server cannot be reached', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'some-token');
    stubUnreachableBackend();
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
