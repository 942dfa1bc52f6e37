import { describe, expect, it } from '@jest/globals';
import { forgotPasswordRequestSchema, messageResponseSchema, passwordMessages } from '@trek/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { renderFeature } from '../../../test/render-feature';
import { AccessSection } from './AccessSection';
import { fillIn } from '../../../test/user-input';

// Component tests: the API is mocked (MSW); auth's answers (the same one for every email) are its API tests'.

/** What the gateway answers an address past its "Forgot password?" limit. */
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

const accessSection = () => within(screen.getByRole('region', { name: 'Member Access' }));

async function openForgotPassword() {
  renderFeature(
    // Framed as on the landing page: a region named by the section's heading.
    <section aria-labelledby="access-heading">
      <AccessSection headingId="access-heading" />
    </section>,
  );
  const section = within(await screen.findByRole('region', { name: 'Member Access' }));
  await userEvent.click(section.getByRole('button', { name: 'Forgot password?' }));
  return within(await screen.findByRole('form', { name: 'Ask for a link to set a new password' }));
}

describe('Forgot password in Member Access', () => {
  it('asks for the email, sends it, and shows the one answer the server gives', async () => {
    const sent: unknown[] = [];
    answer(
      http.post('/api/auth/forgot-password', async ({ request }) => {
        sent.push(forgotPasswordRequestSchema.parse(await request.json()));
        return contractJson(messageResponseSchema, { message: passwordMessages.resetRequested }, { status: 202 });
      }),
    );
    const form = await openForgotPassword();
    await fillIn(userEvent, form.getByRole('textbox', { name: 'Email' }), 'Ana@Example.org');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your email');
    expect(status).toHaveTextContent(passwordMessages.resetRequested);
    expect(sent).toEqual([{ email: 'ana@example.org' }]);

    await userEvent.click(accessSection().getByRole('button', { name: 'Back to sign in' }));
    expect(await accessSection().findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('with a malformed email says so on the field and sends nothing', async () => {
    // No handler for the reset request: sending it would fail the test.
    const form = await openForgotPassword();
    await fillIn(userEvent, form.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('when the address asked too often, then the server message shows', async () => {
    answer(http.post('/api/auth/forgot-password', () => errorJson(429, TOO_MANY_ATTEMPTS)));
    const form = await openForgotPassword();
    await fillIn(userEvent, form.getByRole('textbox', { name: 'Email' }), 'ana@example.org');
    await userEvent.click(form.getByRole('button', { name: 'Send me a link' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Link not sent');
    expect(toast).toHaveTextContent(TOO_MANY_ATTEMPTS);
  });
});
