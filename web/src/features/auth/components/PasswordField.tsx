import { PasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../i18n/use-contract-message';

export type PasswordFieldProps = Omit<ComponentPropsWithRef<typeof PasswordInput>, 'error'> & {
  /**
   * The form's message for the field (one of the contracts' texts, shown translated), or just
   * whether the field is in error where a form tells its problems in a toast.
   */
  error?: string | boolean;
};

/** A required password input of the auth forms: the show-password toggle and the field's message in the current language. */
export function PasswordField({ error, ...inputProps }: PasswordFieldProps) {
  const { t } = useTranslation();
  const { text } = useContractMessage();
  return <PasswordInput required visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }} error={typeof error === 'string' ? text(error) : error} {...inputProps} />;
}
