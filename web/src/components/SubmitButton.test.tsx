import { describe, expect, it, jest } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
// The Node build: the browser one needs MessageChannel, which jsdom has not.
import { renderToString } from 'react-dom/server.node';
import { theme } from '../theme';
import { SubmitButton } from './SubmitButton';

const signInForm = (onSubmit: () => void) => (
  <MantineProvider theme={theme}>
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input name="password" aria-label="Password" />
      <SubmitButton>Sign In</SubmitButton>
    </form>
  </MantineProvider>
);

describe('SubmitButton', () => {
  it('when the form arrives server-rendered, then its button is disabled until the page hydrates, and submits after', async () => {
    const submitted = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(signInForm(submitted));
    document.body.append(container);
    // Before the scripts run, neither a click nor Enter can make the browser send the password itself.
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, signInForm(submitted));
    });
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('when rendered in the browser, then it is enabled at once unless disabled on purpose', () => {
    render(
      <MantineProvider theme={theme}>
        <SubmitButton>Save</SubmitButton>
        <SubmitButton disabled>Saving</SubmitButton>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Saving' })).toBeDisabled();
  });
});
