import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  AUTH_TOKEN_STORAGE_KEY,
  authMessages,
  authSuccessSchema,
  meResponseSchema,
  passwordMessages,
  setPasswordLinkCheckSchema,
  setPasswordLinkInfoSchema,
  setPasswordRequestSchema,
} from '@trek/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, contractJson, errorJson, recordRequests } from '../../../test/api-server';
import { participant } from '../../../test/fixtures';
import { renderAppInWindowHistory } from '../../../test/render-app';
import { renderFeature } from '../../../test/render-feature';

import { SetPasswordScreen } from './SetPasswordScreen';
import { fillIn } from '../../../test/user-input';

// Component tests: the API is mocked (MSW); the links themselves (hashed, 72 h, single use) are auth's API tests'.

const TOKEN = 'k2Xn_Wm3-token-from-the-email';
const info = { email: participant.email, fullName: participant.fullName, purpose: 'welcome', expiresAt: '2026-01-08T10:00:00.000Z' } as const;

/** The auth answers of the page; returns the bodies sent, checked against the request contracts. */
function backend(check: () => Response = () => contractJson(setPasswordLinkInfoSchema, info)) {
  const sent = { checks: [] as unknown[], sets: [] as unknown[] };
  answer(
    http.post('/api/auth/set-password/check', async ({ request }) => {
      sent.checks.push(setPasswordLinkCheckSchema.parse(await request.json()));
      return check();
    }),
    http.post('/api/auth/set-password', async ({ request }) => {
      sent.sets.push(setPasswordRequestSchema.parse(await request.json()));
      return contractJson(authSuccessSchema, { token: 'new-session-token', user: participant });
    }),
    // The new session's first read.
    http.get('/api/auth/me', () => contractJson(meResponseSchema, { user: participant })),
  );
  return sent;
}

afterEach(() => {
  window.localStorage.clear();
  jest.useRealTimers();
});

describe('the set-password page', () => {
  it('checks the link from the fragment, takes the password twice, sets it and signs the person in', async () => {
    const sent = backend();
    const requests = recordRequests();
    renderFeature(<SetPasswordScreen />, { path: `/set-password#token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`For ${participant.email}\\. The link works until`))).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Set password form' }));

    await fillIn(userEvent, form.getByLabelText(/^New password(?! again)/), 'my new password');
    await fillIn(userEvent, form.getByLabelText(/^New password again/), 'my new passwort');
    await userEvent.click(form.getByRole('button', { name: 'Set password and sign in' }));
    expect(await form.findByText(passwordMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(sent.sets).toEqual([]);

    await userEvent.clear(form.getByLabelText(/^New password again/));
    await fillIn(userEvent, form.getByLabelText(/^New password again/), 'my new password');
    await userEvent.click(form.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(`Password set, ${participant.fullName}!`)).toBeInTheDocument();
    expect(sent.checks).toEqual([{ token: TOKEN }]);
    expect(sent.sets).toEqual([{ token: TOKEN, password: 'my new password' }]);
    expect(requests.every((request) => !request.url.includes(TOKEN))).toBe(true);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('new-session-token');
  });

  // The page in the window's own history (the app's router, as in the browser): the test is about the address bar.
  it('when the page has read the token, then it leaves the address bar and the history entry, is stored nowhere, and still sets the password', async () => {
    const sent = backend();
    const entries = window.history.length;
    const { router } = renderAppInWindowHistory(`/set-password?from=email#token=${TOKEN}`);
    const form = within(await screen.findByRole('form', { name: 'Set password form' }));
    expect(window.history.length).toBe(entries);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/set-password?from=email');
    expect(router.state.location.hash).toBe('');
    expect(JSON.stringify(window.history.state ?? null)).not.toContain(TOKEN);
    const stored = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`).join('\n');
    expect(stored(window.localStorage)).not.toContain(TOKEN);
    expect(stored(window.sessionStorage)).not.toContain(TOKEN);

    await fillIn(userEvent, form.getByLabelText(/^New password(?! again)/), 'my new password');
    await fillIn(userEvent, form.getByLabelText(/^New password again/), 'my new password');
    await userEvent.click(form.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(`Password set, ${participant.fullName}!`)).toBeInTheDocument();
    expect(sent.sets).toEqual([{ token: TOKEN, password: 'my new password' }]);
    expect(window.location.href).not.toContain(TOKEN);
  });

  it('when a second link is opened in the same tab, then the page checks that one', async () => {
    const sent = backend();
    const { router } = renderFeature(<SetPasswordScreen />, { path: `/set-password#token=${TOKEN}` });
    await screen.findByRole('form', { name: 'Set password form' });
    await act(() => router.navigate('/set-password#token=second-link-token'));
    await waitFor(() => expect(sent.checks).toEqual([{ token: TOKEN }, { token: 'second-link-token' }]));
    expect(router.state.location.hash).toBe('');
  });

  it('with a short password shows the shared rule and sends nothing', async () => {
    const sent = backend();
    renderFeature(<SetPasswordScreen />, { path: `/set-password#token=${TOKEN}` });
    const form = within(await screen.findByRole('form', { name: 'Set password form' }));
    await userEvent.type(form.getByLabelText(/^New password(?! again)/), 'short');
    await userEvent.type(form.getByLabelText(/^New password again/), 'short');
    await userEvent.click(form.getByRole('button', { name: 'Set password and sign in' }));
    expect(await form.findByText(authMessages.passwordTooShort)).toBeInTheDocument();
    expect(sent.sets).toEqual([]);
  });

  it('when the link has expired, then it says so and offers to send a new link', async () => {
    const sent = backend(() => errorJson(410, passwordMessages.linkExpired));
    renderFeature(<SetPasswordScreen />, { path: `/set-password#token=${TOKEN}` });
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByText(passwordMessages.linkExpired)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set password form' })).not.toBeInTheDocument();
    const again = within(screen.getByRole('form', { name: 'Ask for a link to set a new password' }));
    expect(again.getByRole('button', { name: 'Send me a link' })).toBeInTheDocument();
    expect(sent.sets).toEqual([]);
  });

  it('without a token in the link, then it asks for the whole link and checks nothing', async () => {
    const sent = backend();
    renderFeature(<SetPasswordScreen />, { path: '/set-password' });
    expect(await screen.findByText(passwordMessages.linkMissing)).toBeInTheDocument();
    expect(sent).toEqual({ checks: [], sets: [] });
  });
});
