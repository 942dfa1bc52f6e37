import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { answerApplyBackend, preferReducedMotion } from '../test-support';

// Component tests: MSW answers the API (see test-support.ts) and the clipboard is user-event's stand-in.

const reference = 'MT26-7KQ2XD';

async function openConfirmation() {
  const view = renderApp(`/apply/confirmation?ref=${reference}`);
  await screen.findByRole('heading', { name: 'Application Submitted!' });
  return view;
}

/**
 * Read inside `waitFor`, which React does not count as outside act(): the clipboard's stand-in
 * answers in a later task, in which a closing dialog's fade or the next page may update the screen.
 */
const copiedText = () => waitFor(() => navigator.clipboard.readText());

async function expectToast(title: string, message: string) {
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent(title);
  expect(toast).toHaveTextContent(message);
}

beforeEach(() => {
  preferReducedMotion();
  answerApplyBackend();
});

describe('application confirmation', () => {
  it('when there is no reference, then it redirects to the wizard', async () => {
    const { router } = renderApp('/apply/confirmation');
    expect(await screen.findByRole('heading', { name: 'Mexico Trek 2026 Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apply');
  });

  it('when it opens, then it shows the reference to keep', async () => {
    await openConfirmation();
    expect(screen.getByTestId('application-reference')).toHaveTextContent(reference);
  });

  it('when the reference is copied, then it is on the clipboard and the toast says Copied!', async () => {
    const user = userEvent.setup();
    await openConfirmation();
    await user.click(screen.getByRole('button', { name: 'Copy reference number' }));
    await expectToast('Copied!', 'Reference number copied to clipboard');
    expect(await copiedText()).toBe(reference);
  });

  it('when the clipboard refuses, then the toast asks to copy it by hand', async () => {
    const user = userEvent.setup();
    await openConfirmation();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Reference' }));
    await expectToast('Copy Failed', 'Please manually copy the reference number');
  });

  it('when leaving for the homepage, then a dialog asks to save the reference first', async () => {
    const user = userEvent.setup();
    const { router } = await openConfirmation();
    await user.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Your Reference Number' }));
    expect(dialog.getByRole('button', { name: 'Copy Reference First' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Continue to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('when leaving for the FAQ after copying, then the reference is copied and the page opens at #faqs', async () => {
    const user = userEvent.setup();
    const { router } = await openConfirmation();
    await user.click(screen.getByRole('button', { name: 'View FAQ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Your Reference Number' }));
    expect(dialog.getByRole('button', { name: 'Continue to FAQ' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Copy Reference First' }));
    await expectToast('Copied!', 'Reference number copied to clipboard');
    expect(await copiedText()).toBe(reference);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#faqs');
  });
});

describe('leaving the confirmation page', () => {
  // Chromium answers window.scrollTo with a Promise; an effect that returned it crashed the app on leaving.
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as unknown as typeof window.scrollTo);
  });

  async function expectLandingPage(router: { state: { location: { pathname: string } } }) {
    expect(await screen.findByRole('navigation', { name: 'Page sections' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Application Error')).not.toBeInTheDocument();
  }

  it('when the header’s Go Back Home is used, then the dialog asks first and Continue to Home opens the landing page', async () => {
    const user = userEvent.setup();
    const { router } = await openConfirmation();
    await user.click(screen.getByRole('link', { name: 'Go Back Home' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save Your Reference Number' })).getByRole('button', { name: 'Continue to Home' }));
    await expectLandingPage(router);
  });

  it('when the browser goes Back to the wizard, then the dialog asks first and closing it stays on the page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/apply');
    await screen.findByRole('heading', { name: 'Mexico Trek 2026 Overview' });
    await act(() => router.navigate(`/apply/confirmation?ref=${reference}`));
    await screen.findByRole('heading', { name: 'Application Submitted!' });
    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Save Your Reference Number' });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apply/confirmation');
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/apply/confirmation');
    expect(screen.getByTestId('application-reference')).toHaveTextContent(reference);
  });

  it('when the reference was copied, then Go to Homepage opens the landing page without asking again', async () => {
    const user = userEvent.setup();
    const { router } = await openConfirmation();
    await user.click(screen.getByRole('button', { name: 'Copy Reference' }));
    await expectToast('Copied!', 'Reference number copied to clipboard');
    await user.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    await expectLandingPage(router);
    expect(screen.queryByRole('dialog', { name: 'Save Your Reference Number' })).not.toBeInTheDocument();
  });

  it('when Continue to Home is chosen, then the landing page opens', async () => {
    const user = userEvent.setup();
    const { router } = await openConfirmation();
    await user.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue to Home' }));
    await expectLandingPage(router);
  });

  it('when Continue to FAQ is chosen, then the landing page opens at #faqs', async () => {
    const user = userEvent.setup();
    const { router } = await openConfirmation();
    await user.click(screen.getByRole('button', { name: 'View FAQ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue to FAQ' }));
    await expectLandingPage(router);
    expect(router.state.location.hash).toBe('#faqs');
  });

  it('when Copy Reference First is chosen, then the reference is copied and the landing page opens', async () => {
    const user = userEvent.setup();
    const { router } = await openConfirmation();
    await user.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Copy Reference First' }));
    await expectLandingPage(router);
    expect(await copiedText()).toBe(reference);
  });
});
