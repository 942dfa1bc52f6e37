import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { AUTH_TOKEN_STORAGE_KEY } from '@trek/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordedRequests, stubFetch } from '../../../test/fetch-stub';
import { organizer, participant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { POST_SIGN_IN_REDIRECT_DELAY_MS } from '../queries/use-start-session';

// Component-level tests: fetch is stubbed; the real auth service is covered by end-to-end tests.

/** The requests the access forms sent: the landing sections' public reads are not theirs. */
function authRequests(fetchMock: ReturnType<typeof stubFetch>) {
  return recordedRequests(fetchMock).filter((request) => !request.url.startsWith('/api/public/'));
}

function accessSection() {
  return within(screen.getByRole('region', { name: 'Member Access' }));
}

async function expectToast(title: string, message: string) {
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent(title);
  expect(toast).toHaveTextContent(message);
}

async function openOrganizerSetup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(accessSection().getByRole('radio', { name: 'Organizer Setup' }));
}

async function fillOrganizerSetup(user: ReturnType<typeof userEvent.setup>) {
  const section = accessSection();
  await user.type(section.getByRole('textbox', { name: 'Full name' }), 'Ana Organizer');
  await user.type(section.getByRole('textbox', { name: 'Email' }), 'ana@example.org');
  await user.type(section.getByLabelText(/^Password/), 'a-long-password');
  await user.type(section.getByLabelText(/^Organizer login key/), 'setup-key');
}

afterEach(() => {
  jest.useRealTimers();
});

describe('sign in', () => {
  it('with empty fields shows "Validation Error" and sends nothing', async () => {
    const fetchMock = stubFetch(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(accessSection().getByRole('button', { name: 'Sign In' }));
    await expectToast('Validation Error', 'Please fill in all required fields');
    expect(authRequests(fetchMock)).toEqual([]);
  });

  it('shows the server message without its status when refused', async () => {
    stubFetch(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
    const user = userEvent.setup();
    renderApp('/');
    await user.type(accessSection().getByRole('textbox', { name: 'Email' }), 'ana@example.org');
    await user.type(accessSection().getByLabelText(/^Password/), 'wrong-password');
    await user.click(accessSection().getByRole('button', { name: 'Sign In' }));
    await expectToast('Sign In Failed', 'Invalid email or password');
    expect(screen.getByRole('alert')).not.toHaveTextContent('401');
  });

  it('stores the token, welcomes the user, then opens their dashboard after 1.5 s', async () => {
    jest.useFakeTimers();
    const fetchMock = stubFetch((request) =>
      request.url === '/api/auth/login'
        ? { status: 200, body: { token: 'new-token', user: participant } }
        : { status: 200, body: { user: participant } },
    );
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { router } = renderApp('/');

    await user.type(accessSection().getByRole('textbox', { name: 'Email' }), ' Pablo@Example.org ');
    await user.type(accessSection().getByLabelText(/^Password/), 'correct-password');
    await user.click(accessSection().getByRole('button', { name: 'Sign In' }));

    await expectToast('Welcome back, Pablo Participant!', 'You are signed in.');
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(authRequests(fetchMock)[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'pablo@example.org', password: 'correct-password' },
    });
    expect(accessSection().getByText('Participant')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    act(() => jest.advanceTimersByTime(POST_SIGN_IN_REDIRECT_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Profile & Information' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participant/dashboard');
  });
});

describe('organizer setup', () => {
  it('with missing fields asks for every field including the organizer key', async () => {
    const fetchMock = stubFetch(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderApp('/');
    await openOrganizerSetup(user);
    await user.type(accessSection().getByRole('textbox', { name: 'Full name' }), 'Ana Organizer');
    await user.click(accessSection().getByRole('button', { name: 'Create Organizer Account' }));
    await expectToast('Validation Error', 'Please fill in all required fields including the organizer key');
    expect(authRequests(fetchMock)).toEqual([]);
  });

  it('without the terms ticked shows "Terms Required" and sends nothing', async () => {
    const fetchMock = stubFetch(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderApp('/');
    await openOrganizerSetup(user);
    await fillOrganizerSetup(user);
    await user.click(accessSection().getByRole('button', { name: 'Create Organizer Account' }));
    await expectToast('Terms Required', 'You must agree to the terms and conditions');
    expect(authRequests(fetchMock)).toEqual([]);
  });

  it('registers as ORGANIZER and shows the server message on failure', async () => {
    const fetchMock = stubFetch(() => ({ status: 403, body: { message: 'Invalid organizer setup key' } }));
    const user = userEvent.setup();
    renderApp('/');
    await openOrganizerSetup(user);
    await fillOrganizerSetup(user);
    await user.click(accessSection().getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(accessSection().getByRole('button', { name: 'Create Organizer Account' }));
    await expectToast('Registration Failed', 'Invalid organizer setup key');
    expect(authRequests(fetchMock)[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/register',
      body: {
        fullName: 'Ana Organizer',
        email: 'ana@example.org',
        password: 'a-long-password',
        organizerLoginKey: 'setup-key',
        agreedToTerms: true,
        role: 'ORGANIZER',
      },
    });
  });

  it('opens the admin dashboard after registering', async () => {
    jest.useFakeTimers();
    stubFetch((request) =>
      request.url === '/api/auth/register'
        ? { status: 201, body: { token: 'organizer-token', user: organizer } }
        : { status: 200, body: { user: organizer } },
    );
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { router } = renderApp('/');
    await openOrganizerSetup(user);
    await fillOrganizerSetup(user);
    await user.click(accessSection().getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(accessSection().getByRole('button', { name: 'Create Organizer Account' }));
    await expectToast('Welcome, Ana Organizer!', 'Your organizer account is ready.');
    expect(router.state.location.pathname).toBe('/');
    act(() => jest.advanceTimersByTime(POST_SIGN_IN_REDIRECT_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
