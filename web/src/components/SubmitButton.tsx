import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  children: ReactNode;
}

/**
 * The submit button of a form that may arrive server-rendered (the landing's sign-in, forgot
 * password and organizer setup): disabled until React has hydrated the page. Clicked, or Enter
 * pressed in a field, before the scripts run, the browser would submit the form itself and put
 * what was typed, the password included, into a request the app does not handle.
 */
export function SubmitButton({ disabled, children, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={!hydrated || disabled} {...props}>
      {children}
    </Button>
  );
}
