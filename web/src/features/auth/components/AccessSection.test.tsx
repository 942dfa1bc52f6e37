import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  AUTH_TOKEN_STORAGE_KEY,
  authMessages,
  authSuccessSchema,
  LANGUAGE_COOKIE,
  loginRequestSchema,
  meResponseSchema,
  registerRequestSchema,
  type User,
} from '@trek/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { organizer, participant } from '../../../test/fixtures';
import { answerParticipantPortal, answerParticipantTabs } from '../../../test/participant-portal';
import { answerPublicContent } from '../../../test/public-content';
import { renderApp } from '../../../test/render-app';
import { renderFeature } from '../../../test/render-feature';
import { socialMediaStorageKey } from '../../participant/profile/social-media-storage';
import { TRIP_CARD_CACHE } from '../../participant/trip-card/offline/trip-card-cache';
import { tripCardQueryKeys } from '../../participant/trip-card/queries/trip-card-queries';
import { POST_SIGN_IN_REDIRECT_DELAY_MS } from '../queries/use-start-session';
import { AccessSection } from './AccessSection';
import { fillIn } from '../../../test/user-input';

// Component tests: the API is mocked (MSW); the real auth service is covered by its API tests and the journeys.

/**
 * The Member Access section with auth answering sign-in and registration with `reply`; returns the bodies
 * sent, checked against the request contracts. The new session's token reads back as `user`.
 */
function renderLanding({ reply, user = participant }: { reply: () => Response; user?: User }) {
  const sent = { logins: [] as unknown[], registrations: [] as unknown[] };
  answer(
    http.post('/api/auth/login', async ({ request }) => {
      sent.logins.push(loginRequestSchema.parse(await request.json()));
      return reply();
    }),
    http.post('/api/auth/register', async ({ request }) => {
      sent.registrations.push(registerRequestSchema.parse(await request.json()));
      return reply();
    }),
    http.get('/api/auth/me', () => contractJson(meResponseSchema, { user })),
  );
  const view = renderFeature(
    // Framed as on the landing page: a region named by the section's heading.
    <section aria-labelledby="access-heading">
      <AccessSection headingId="access-heading" />
    </section>,
  );
  return { sent, ...view };
}

const refusal = (status: number, message: string) => () => errorJson(status, message);
const session = (token: string, user: User) => () => contractJson(authSuccessSchema, { token, user }, { status: 200 });

async function accessSection() {
  return within(await screen.findByRole('region', { name: 'Member Access' }));
}

async function expectToast(title: string, message: string) {
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent(title);
  expect(toast).toHaveTextContent(message);
}

async function openOrganizerSetup(user: ReturnType<typeof userEvent.setup>) {
  await user.click((await accessSection()).getByRole('radio', { name: 'Organizer Setup' }));
}

async function fillOrganizerSetup(user: ReturnType<typeof userEvent.setup>) {
  const section = await accessSection();
  await fillIn(user, section.getByRole('textbox', { name: 'Full name' }), 'Ana Organizer');
  await fillIn(user, section.getByRole('textbox', { name: 'Email' }), 'ana@example.org');
  await fillIn(user, section.getByLabelText(/^Password/), 'a-long-password');
  await fillIn(user, section.getByLabelText(/^Organizer login key/), 'setup-key');
}

afterEach(() => {
  jest.useRealTimers();
});

describe('sign in', () => {
  it('with empty fields shows "Validation Error" and sends nothing', async () => {
    const { sent } = renderLanding({ reply: refusal(500, 'not expected') });
    const user = userEvent.setup();
    await user.click((await accessSection()).getByRole('button', { name: 'Sign In' }));
    await expectToast('Validation Error', authMessages.fillRequired);
    expect(sent.logins).toEqual([]);
  });

  it('with a malformed email says so and sends nothing', async () => {
    const { sent } = renderLanding({ reply: refusal(500, 'not expected') });
    const user = userEvent.setup();
    const section = await accessSection();
    await fillIn(user, section.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await fillIn(user, section.getByLabelText(/^Password/), 'a-password');
    await user.click(section.getByRole('button', { name: 'Sign In' }));
    await expectToast('Validation Error', authMessages.invalidEmail);
    expect(section.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent.logins).toEqual([]);
  });

  it('shows the server message without its status when refused', async () => {
    renderLanding({ reply: refusal(401, authMessages.invalidCredentials) });
    const user = userEvent.setup();
    const section = await accessSection();
    await fillIn(user, section.getByRole('textbox', { name: 'Email' }), 'ana@example.org');
    await fillIn(user, section.getByLabelText(/^Password/), 'wrong-password');
    await user.click(section.getByRole('button', { name: 'Sign In' }));
    await expectToast('Sign In Failed', authMessages.invalidCredentials);
    expect(screen.getByRole('alert')).not.toHaveTextContent('401');
  });

  it('stores the token, welcomes the user, then opens their dashboard after 1.5 s', async () => {
    jest.useFakeTimers();
    const { sent, router } = renderLanding({ reply: session('new-token', participant) });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const section = await accessSection();

    await fillIn(user, section.getByRole('textbox', { name: 'Email' }), ' Pablo@Example.org ');
    await fillIn(user, section.getByLabelText(/^Password/), 'correct-password');
    await user.click(section.getByRole('button', { name: 'Sign In' }));

    await expectToast('Welcome back, Pablo Participant!', 'You are signed in.');
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(sent.logins).toEqual([{ email: 'pablo@example.org', password: 'correct-password' }]);
    expect(section.getByText('Participant')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    act(() => jest.advanceTimersByTime(POST_SIGN_IN_REDIRECT_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/dashboard'));
  });
});

describe('signing in on a browser an earlier session used', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('when another person signs in, then nothing the earlier session left stays: its reads in memory, its stored data, the trip card on the device; the language choice stays', async () => {
    const stored = new Set([TRIP_CARD_CACHE, 'workbox-precache-v2-http://127.0.0.1/']);
    Object.defineProperty(globalThis, 'caches', { configurable: true, value: { delete: async (name: string) => stored.delete(name) } });
    const { queryClient } = renderLanding({ reply: session('new-token', organizer), user: organizer });
    // What an earlier participant's session, ended without a logout, left behind.
    const earlier = { preferredName: 'Pablo', arrivalFlight: 'AM 401, March 14, 10:05 from JFK' };
    queryClient.setQueryData(tripCardQueryKeys.logistics, earlier);
    window.localStorage.setItem(LANGUAGE_COOKIE, 'en');
    window.localStorage.setItem(socialMediaStorageKey(participant.id), JSON.stringify({ instagram: 'pablo.trek' }));
    window.sessionStorage.setItem('trek.applicationDraft', JSON.stringify({ step: 2, values: { email: participant.email } }));
    const user = userEvent.setup();
    const section = await accessSection();

    await fillIn(user, section.getByRole('textbox', { name: 'Email' }), organizer.email);
    await fillIn(user, section.getByLabelText(/^Password/), 'correct-password');
    await user.click(section.getByRole('button', { name: 'Sign In' }));

    await expectToast(`Welcome back, ${organizer.fullName}!`, 'You are signed in.');
    expect(queryClient.getQueryData(tripCardQueryKeys.logistics)).toBeUndefined();
    expect(JSON.stringify(queryClient.getQueryCache().getAll().map((query) => query.state.data))).not.toContain(earlier.arrivalFlight);
    expect(Object.keys(window.localStorage).sort()).toEqual([AUTH_TOKEN_STORAGE_KEY, LANGUAGE_COOKIE].sort());
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    expect([...stored]).toEqual(['workbox-precache-v2-http://127.0.0.1/']);
  });
});

describe('signing in after following a link to a dashboard page', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('when a signed-out participant opened a portal tab, then the Access Denied card sends them to sign in, and signing in opens that tab', async () => {
    answerPublicContent();
    answer(http.post('/api/auth/login', session('new-token', participant)), http.get('/api/auth/me', () => contractJson(meResponseSchema, { user: participant })));
    answerParticipantPortal();
    answerParticipantTabs();
    // The signed-out portal's card is a page of its own chunk: awaited, its first render finishes within act.
    let view: ReturnType<typeof renderApp> | undefined;
    await act(async () => {
      view = renderApp('/participant/dashboard#logistics');
    });
    if (!view) throw new Error('The app did not render');
    const { router } = view;
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Sign In' }));
    const section = await accessSection();
    expect(router.state.location.pathname).toBe('/');

    // Fake timers for the redirect's delay only: jest's module loader must not run on them while
    // the pages before it load their chunks.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

    await fillIn(user, section.getByRole('textbox', { name: 'Email' }), 'pablo@example.org');
    await fillIn(user, section.getByLabelText(/^Password/), 'correct-password');
    await user.click(section.getByRole('button', { name: 'Sign In' }));
    await expectToast('Welcome back, Pablo Participant!', 'You are signed in.');
    await act(async () => {
      jest.advanceTimersByTime(POST_SIGN_IN_REDIRECT_DELAY_MS);
    });

    expect(await screen.findByRole('tab', { name: 'Logistics', selected: true })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/participant/dashboard#logistics');
  });
});

describe('organizer setup', () => {
  it('with missing fields asks for every field including the organizer key', async () => {
    const { sent } = renderLanding({ reply: refusal(500, 'not expected') });
    const user = userEvent.setup();
    await openOrganizerSetup(user);
    await fillIn(user, (await accessSection()).getByRole('textbox', { name: 'Full name' }), 'Ana Organizer');
    await user.click((await accessSection()).getByRole('button', { name: 'Create Organizer Account' }));
    await expectToast('Validation Error', authMessages.fillRequiredWithKey);
    expect(sent.registrations).toEqual([]);
  });

  it('without the terms ticked shows "Terms Required" and sends nothing', async () => {
    const { sent } = renderLanding({ reply: refusal(500, 'not expected') });
    const user = userEvent.setup();
    await openOrganizerSetup(user);
    await fillOrganizerSetup(user);
    await user.click((await accessSection()).getByRole('button', { name: 'Create Organizer Account' }));
    await expectToast('Terms Required', authMessages.termsRequired);
    expect(sent.registrations).toEqual([]);
  });

  it('registers as ORGANIZER and shows the server message on failure', async () => {
    const { sent } = renderLanding({ reply: refusal(403, authMessages.invalidSetupKey) });
    const user = userEvent.setup();
    await openOrganizerSetup(user);
    await fillOrganizerSetup(user);
    await user.click((await accessSection()).getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click((await accessSection()).getByRole('button', { name: 'Create Organizer Account' }));
    await expectToast('Registration Failed', authMessages.invalidSetupKey);
    expect(sent.registrations).toEqual([
      {
        fullName: 'Ana Organizer',
        email: 'ana@example.org',
        password: 'a-long-password',
        organizerLoginKey: 'setup-key',
        agreedToTerms: true,
        role: 'ORGANIZER',
      },
    ]);
  });

  it('opens the admin dashboard after registering', async () => {
    jest.useFakeTimers();
    const { router } = renderLanding({ reply: session('organizer-token', organizer), user: organizer });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await openOrganizerSetup(user);
    await fillOrganizerSetup(user);
    await user.click((await accessSection()).getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click((await accessSection()).getByRole('button', { name: 'Create Organizer Account' }));
    await expectToast('Welcome, Ana Organizer!', 'Your organizer account is ready.');
    expect(router.state.location.pathname).toBe('/');
    act(() => jest.advanceTimersByTime(POST_SIGN_IN_REDIRECT_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
