import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY, authMessages, passwordMessages } from '@trek/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordedRequests, stubFetch, type RecordedRequest, type StubbedResponse } from '../../../test/fetch-stub';
import { participant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Component tests: fetch is stubbed; the links themselves (hashed, 72 h, single use) are auth's API tests'.

const TOKEN = 'k2Xn_Wm3-token-from-the-email';
const info = { email: participant.email, fullName: participant.fullName, purpose: 'welcome', expiresAt: '2026-01-08T10:00:00.000Z' };

function backend(check: StubbedResponse = { status: 200, body: info }) {
  return (request: RecordedRequest): StubbedResponse => {
    if (request.url === '/api/auth/set-password/check') return check;
    if (request.url === '/api/auth/set-password') return { status: 200, body: { token: 'new-session-token', user: participant } };
    if (request.url === '/api/auth/me') return { status: 200, body: { user: participant } };
    return { status: 404, body: { message: 'Not found' } };
  };
}

afterEach(() => {
  window.localStorage.clear();
  jest.useRealTimers();
});

describe('the set-password page', () => {
  it('checks the link from the fragment, takes the password twice, sets it and signs the person in', async () => {
    const fetchMock = stubFetch(backend());
    renderApp(`/set-password#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`For ${participant.email}\\. The link works until`))).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Set password form' }));

    await userEvent.type(form.getByLabelText(/^New password(?! again)/), 'my new password');
    await userEvent.type(form.getByLabelText(/^New password again/), 'my new passwort');
    await userEvent.click(form.getByRole('button', { name: 'Set password and sign in' }));
    expect(await form.findByText(passwordMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(recordedRequests(fetchMock).some((request) => request.url === '/api/auth/set-password')).toBe(false);

    await userEvent.clear(form.getByLabelText(/^New password again/));
    await userEvent.type(form.getByLabelText(/^New password again/), 'my new password');
    await userEvent.click(form.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(`Password set, ${participant.fullName}!`)).toBeInTheDocument();
    const requests = recordedRequests(fetchMock);
    expect(requests.find((request) => request.url === '/api/auth/set-password/check')?.body).toEqual({ token: TOKEN });
    expect(requests.find((request) => request.url === '/api/auth/set-password')?.body).toEqual({ token: TOKEN, password: 'my new password' });
    expect(requests.every((request) => !request.url.includes(TOKEN))).toBe(true);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('new-session-token');
  });

  it('with a short password shows the shared rule and sends nothing', async () => {
    const fetchMock = stubFetch(backend());
    renderApp(`/set-password#token=${TOKEN}`);
    const form = within(await screen.findByRole('form', { name: 'Set password form' }));
    await userEvent.type(form.getByLabelText(/^New password(?! again)/), 'short');
    await userEvent.type(form.getByLabelText(/^New password again/), 'short');
    await userEvent.click(form.getByRole('button', { name: 'Set password and sign in' }));
    expect(await form.findByText(authMessages.passwordTooShort)).toBeInTheDocument();
    expect(recordedRequests(fetchMock).some((request) => request.url === '/api/auth/set-password')).toBe(false);
  });

  it('when the link has expired, then it says so and offers to send a new link', async () => {
    const fetchMock = stubFetch(backend({ status: 410, body: { message: passwordMessages.linkExpired } }));
    renderApp(`/set-password#token=${TOKEN}`);
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByText(passwordMessages.linkExpired)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set password form' })).not.toBeInTheDocument();
    const again = within(screen.getByRole('form', { name: 'Ask for a link to set a new password' }));
    expect(again.getByRole('button', { name: 'Send me a link' })).toBeInTheDocument();
    expect(recordedRequests(fetchMock).filter((request) => request.url === '/api/auth/set-password')).toEqual([]);
  });

  it('without a token in the link, then it asks for the whole link and checks nothing', async () => {
    const fetchMock = stubFetch(backend());
    renderApp('/set-password');
    expect(await screen.findByText(passwordMessages.linkMissing)).toBeInTheDocument();
    expect(recordedRequests(fetchMock).filter((request) => request.url.startsWith('/api/auth/set-password'))).toEqual([]);
  });
});
