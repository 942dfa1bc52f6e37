import { describe, expect, it } from '@jest/globals';
import { passwordMessages } from '@trek/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordedRequests, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

// Component tests: fetch is stubbed; auth's answers (the same one for every email, 429s) are its API tests'.

const accessSection = () => within(screen.getByRole('region', { name: 'Member Access' }));
const resetRequests = (fetchMock: ReturnType<typeof stubFetch>) => recordedRequests(fetchMock).filter((request) => request.url === '/api/auth/forgot-password');

async function openForgotPassword() {
  renderApp('/');
  await userEvent.click(accessSection().getByRole('button', { name: 'Forgot password?' }));
  return within(await screen.findByRole('form', { name: 'Ask for a link to set a new password' }));
}

describe('Forgot password in Member Access', () => {
  it('asks for the email, sends it, and shows the one answer the server gives', async () => {
    const fetchMock = stubFetch((request) =>
      request.url === '/api/auth/forgot-password' ? { status: 202, body: { message: passwordMessages.resetRequested } } : { status: 404 },
    );
    const form = await openForgotPassword();
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'Ana@Example.org');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));

    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent('Check your email');
    expect(answer).toHaveTextContent(passwordMessages.resetRequested);
    expect(resetRequests(fetchMock).map((request) => request.body)).toEqual([{ email: 'ana@example.org' }]);

    await userEvent.click(accessSection().getByRole('button', { name: 'Back to sign in' }));
    expect(await accessSection().findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('with a malformed email says so on the field and sends nothing', async () => {
    const fetchMock = stubFetch(() => ({ status: 404 }));
    const form = await openForgotPassword();
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(resetRequests(fetchMock)).toEqual([]);
  });

  it('when too many links were asked for, then the server message shows', async () => {
    stubFetch((request) =>
      request.url === '/api/auth/forgot-password' ? { status: 429, body: { message: passwordMessages.tooManyResetRequests } } : { status: 404 },
    );
    const form = await openForgotPassword();
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'ana@example.org');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Link not sent');
    expect(toast).toHaveTextContent(passwordMessages.tooManyResetRequests);
  });
});
