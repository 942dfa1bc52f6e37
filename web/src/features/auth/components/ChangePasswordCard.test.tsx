import { describe, expect, it } from '@jest/globals';
import { changePasswordRequestSchema, messageResponseSchema, passwordMessages } from '@trek/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { ChangePasswordCard } from './ChangePasswordCard';
import { renderFeature } from '../../../test/render-feature';
import { fillIn } from '../../../test/user-input';

// Component tests: the API is mocked (MSW); that the other sessions end is auth's API tests'.

/** Answers the change with `reply` and returns the bodies sent, checked against the request contract. */
function renderCard(reply: () => Response) {
  const sent: unknown[] = [];
  answer(
    http.post('/api/auth/change-password', async ({ request }) => {
      sent.push(changePasswordRequestSchema.parse(await request.json()));
      return reply();
    }),
  );
  renderFeature(<ChangePasswordCard />);
  return { sent, form: within(screen.getByRole('form', { name: 'Change password form' })) };
}

async function fill(form: ReturnType<typeof within>, current: string, next: string, confirm = next) {
  await userEvent.type(form.getByLabelText(/^Current password/), current);
  await userEvent.type(form.getByLabelText(/^New password(?! again)/), next);
  await userEvent.type(form.getByLabelText(/^New password again/), confirm);
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
}

describe('changing one own password', () => {
  it('sends the current and the new password, says the other devices were signed out and clears the form', async () => {
    const { sent, form } = renderCard(() => contractJson(messageResponseSchema, { message: passwordMessages.passwordChanged }));
    await fill(form, 'my old password', 'my new password');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Password changed');
    expect(toast).toHaveTextContent(passwordMessages.passwordChanged);
    expect(sent).toEqual([{ currentPassword: 'my old password', newPassword: 'my new password' }]);
    expect(form.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('when the confirmation differs or the new password equals the current one, then it says so and sends nothing', async () => {
    const { sent, form } = renderCard(() => contractJson(messageResponseSchema, { message: passwordMessages.passwordChanged }));
    await fill(form, 'my old password', 'my new password', 'my new passwort');
    expect(await form.findByText(passwordMessages.passwordsDoNotMatch)).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText(/^New password(?! again)/));
    await fillIn(userEvent, form.getByLabelText(/^New password(?! again)/), 'my old password');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(passwordMessages.sameAsCurrent)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('when the current password is wrong, then the field says so', async () => {
    const { form } = renderCard(() => errorJson(400, passwordMessages.currentPasswordWrong, { currentPassword: passwordMessages.currentPasswordWrong }));
    await fill(form, 'not my password', 'my new password');
    expect(await form.findByText(passwordMessages.currentPasswordWrong)).toBeInTheDocument();
  });
});
