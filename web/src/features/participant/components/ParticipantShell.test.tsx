import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../i18n';
import { myPaymentsSchema, participantEditionSchema, transferStateSchema, type MyPayments } from '@trek/contracts';
import { http } from 'msw';
import { answer, answerWhenReleased, contractJson, errorJson, recordRequests } from '../../../test/api-server';
import { PARTICIPANT_EDITION_PATH } from '../edition/api/participant-edition-path';
import { myPaymentsPath } from '../payments/api/my-payments-path';
import { transferPaths } from '../transfer/api/transfer-paths';
import { transferQueryKey } from '../transfer/queries/transfer-queries';
import { ParticipantShell } from './ParticipantShell';
import { participant } from '../../../test/fixtures';
import { answerParticipantPortal, answerParticipantTabs, spotLedger, transferableSpot, type ParticipantPortalReads } from '../../../test/participant-portal';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';

// Component-level tests: MSW answers as the services do; the real services are covered by end-to-end tests.

/** Signs the participant in with every tab's reads answered: nothing done yet, in the current edition unless `edition` says otherwise. */
function signInParticipant(edition?: ParticipantPortalReads['edition']) {
  signInOnApiServer(participant);
  answerParticipantPortal(edition ? { edition } : {});
  answerParticipantTabs();
}

describe('participant portal tabs', () => {
  it.each([
    { hash: '#profile', tab: 'Profile', heading: 'Profile & Information' },
    { hash: '#logistics', tab: 'Logistics', heading: 'Logistics' },
    { hash: '#whatsapp', tab: 'WhatsApp', heading: 'WhatsApp Group' },
    { hash: '#announcements', tab: 'Updates', heading: 'Updates' },
    { hash: '#transfer', tab: 'Transfer', heading: 'Spot Transfer' },
  ])('opens $tab from $hash in the URL', async ({ hash, tab, heading }) => {
    signInParticipant();
    renderFeature(<ParticipantShell />, { path: `/participant/dashboard${hash}` });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('when the participant points at the Profile tab, then the reads its cards wait for start, and opening it asks for none of them again', async () => {
    signInParticipant();
    const user = userEvent.setup();
    const view = renderFeature(<ParticipantShell />, { path: '/participant/dashboard#announcements' });
    expect(await screen.findByRole('heading', { name: 'Updates' })).toBeInTheDocument();
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    const requests = recordRequests();
    const cardReads = ['/api/public/edition', '/api/participant/logistics-reads'];
    const reads = () => requests.map(({ url }) => url.split('?')[0]).filter((path) => path !== undefined && cardReads.includes(path));
    const profileTab = screen.getByRole('tab', { name: 'Profile' });

    await user.hover(profileTab);
    await waitFor(() => expect(new Set(reads())).toEqual(new Set(cardReads)));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    await user.click(profileTab);

    expect(await screen.findByRole('heading', { name: 'Profile & Information' })).toBeInTheDocument();
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(reads()).toHaveLength(2);
  });

  it('welcomes the participant to their own edition and, once organizers started a later one, says the portal is read-only but for the profile', async () => {
    signInParticipant({ year: 2026, currentYear: 2027, pastEdition: true });
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Pablo Participant!' })).toBeInTheDocument();
    expect(screen.getByText('Mexico Trek 2026')).toBeInTheDocument();
    const notice = await screen.findByRole('status', { name: /The Mexico Trek 2026 has ended/ });
    expect(notice).toHaveTextContent('The 2027 edition has begun, so your 2026 portal is kept read-only');
    expect(notice).toHaveTextContent('You can still edit your profile');
  });

  it('when the participant\'s edition has ended, then the Transfer tab offers no transfer and says why, in English and Spanish', async () => {
    signInParticipant({ year: 2026, currentYear: 2027, pastEdition: true });
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard#transfer' });
    expect(await screen.findByText('Spot transfers ended with the Mexico Trek 2026')).toBeInTheDocument();
    expect(screen.getByText('Your spot was a seat on the 2026 trek, which has ended, so it can no longer be transferred.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /transfer/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('es'));
    try {
      expect(await screen.findByText('Las transferencias de lugar terminaron con el Mexico Trek 2026')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows no read-only notice to the current edition\'s participants', async () => {
    signInParticipant({ year: 2026, currentYear: 2026, pastEdition: false });
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard' });
    expect(await screen.findByText('Mexico Trek 2026')).toBeInTheDocument();
    expect(screen.queryByText(/has ended/)).not.toBeInTheDocument();
  });

  it('when the participant transferred their spot away, then it says so and their information is read-only, but their own account stays usable', async () => {
    signInParticipant();
    answer(
      http.get('/api/participant/transfer', () =>
        contractJson(transferStateSchema, { alreadyTransferred: true, receivedByTransfer: false, deadline: '2999-02-01T23:59:59.999Z', deadlinePassed: false, transferredAt: '2026-11-22T10:30:00.000Z' }),
      ),
    );
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard#profile' });
    expect(await screen.findByRole('status', { name: 'You transferred your spot' })).toHaveTextContent('nothing can be changed');
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Last Name/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('opens the profile tab without a hash or with an unknown one', async () => {
    signInParticipant();
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard#updates' });
    expect(await screen.findByRole('heading', { name: 'Profile & Information' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen tab to the URL hash', async () => {
    signInParticipant();
    const user = userEvent.setup();
    const { router } = renderFeature(<ParticipantShell />, { path: '/participant/dashboard' });
    await user.click(await screen.findByRole('tab', { name: 'Updates' }));
    expect(await screen.findByRole('heading', { name: 'Updates' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#announcements');
  });

  it('offers the same six tabs in the mobile bottom bar', async () => {
    signInParticipant();
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard#transfer' });
    const bottomBar = await screen.findByRole('navigation', { name: 'Participant portal sections' });
    const links = Array.from(bottomBar.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/participant/dashboard#profile'],
      ['Logistics', '/participant/dashboard#logistics'],
      ['WhatsApp', '/participant/dashboard#whatsapp'],
      ['Updates', '/participant/dashboard#announcements'],
      ['Transfer', '/participant/dashboard#transfer'],
      ['Trip card', '/participant/dashboard#trip-card'],
    ]);
    expect(links.find((link) => link.textContent === 'Transfer')).toHaveAttribute('aria-current', 'page');
  });

  it('shows Access Denied asking to sign in when nobody is signed in', async () => {
    renderFeature(<ParticipantShell />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to view your participant portal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/#auth');
  });
});

describe('the payments card above the tabs', () => {
  /** Opens the portal with the payments read held until the returned function answers it. */
  function openPortalWithPaymentsHeld(payments: MyPayments) {
    signInParticipant();
    const answerPayments = answerWhenReleased(myPaymentsPath, () => contractJson(myPaymentsSchema, payments));
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard' });
    return answerPayments;
  }

  it('when the participant holds no spot, then the portal shows its frame until that is known, and no placeholder ever pushes the tabs down', async () => {
    const answerPayments = openPortalWithPaymentsHeld({ ledger: null });

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByTestId('my-payments-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Profile' })).not.toBeInTheDocument();
    // The frame's welcome banner holds the portal's message but nobody's name.
    const welcome = 'This is your portal: complete your profile, share your travel logistics, join the WhatsApp group and keep up with updates.';
    expect(screen.getByText(welcome)).toBeInTheDocument();
    expect(screen.queryByText(/Pablo/)).not.toBeInTheDocument();

    answerPayments();
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText(welcome)).toBeInTheDocument();
    expect(screen.queryByTestId('my-payments-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your payments' })).not.toBeInTheDocument();
  });

  it('when the participant\'s edition has ended, then the portal keeps its frame until the edition is read, so the notice never pushes the tabs down', async () => {
    signInParticipant();
    const answerEdition = answerWhenReleased(PARTICIPANT_EDITION_PATH, () =>
      contractJson(participantEditionSchema, { year: 2026, currentYear: 2027, pastEdition: true, dates: { startDate: '2026-03-15', endDate: '2026-03-22', day0Date: '2026-03-14' } }),
    );
    const { queryClient } = renderFeature(<ParticipantShell />, { path: '/participant/dashboard' });

    // The other first-screen reads have answered; the edition has not.
    await waitFor(() => expect(queryClient.getQueryState([myPaymentsPath])?.status).toBe('success'));
    await waitFor(() => expect(queryClient.getQueryState(transferQueryKey)?.status).toBe('success'));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Profile' })).not.toBeInTheDocument();

    answerEdition();
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /The Mexico Trek 2026 has ended/ })).toBeInTheDocument();
  });

  it('when the payments cannot be read, then the portal shows its tabs and the card says so, reading again only when asked', async () => {
    signInParticipant();
    answer(http.get(myPaymentsPath, () => errorJson(503, 'Service unavailable')));
    const requests = recordRequests();
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard' });

    expect(await screen.findByText('Your payments could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(requests.filter(({ url }) => url === myPaymentsPath)).toHaveLength(1);

    answer(http.get(myPaymentsPath, () => contractJson(myPaymentsSchema, { ledger: null })));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Your payments could not be loaded.')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(requests.filter(({ url }) => url === myPaymentsPath)).toHaveLength(2);
  });

  it("on a participant's first visit, when the payments read found no spot because the transfer read had not made it yet, then the portal reads payments once more and shows the card", async () => {
    signInParticipant();
    // The participant service makes a first visitor's record and spot on the transfer read, which
    // here answers after the payments read: the payments service saw no spot, then sees it.
    let paymentsReads = 0;
    answer(http.get(myPaymentsPath, () => contractJson(myPaymentsSchema, (paymentsReads += 1) === 1 ? { ledger: null } : { ledger: spotLedger() })));
    const answerTransfer = answerWhenReleased(transferPaths.state, () => contractJson(transferStateSchema, transferableSpot));
    const { queryClient } = renderFeature(<ParticipantShell />, { path: '/participant/dashboard' });
    await waitFor(() => expect(queryClient.getQueryState([myPaymentsPath])?.status).toBe('success'));

    answerTransfer();
    expect(await screen.findByRole('region', { name: 'Your payments' })).toBeInTheDocument();
    expect(paymentsReads).toBe(2);
  });

  it('when the participant holds a spot, then their payments card shows above the tabs', async () => {
    signInParticipant();
    answerParticipantPortal({ payments: { ledger: spotLedger() } });
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard' });

    const card = await screen.findByRole('region', { name: 'Your payments' });
    const tabs = screen.getByRole('tab', { name: 'Profile' });
    expect(card.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
