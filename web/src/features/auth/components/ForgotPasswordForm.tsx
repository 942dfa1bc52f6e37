import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@trek/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { SubmitButton } from '../../../components/SubmitButton';
import { showToast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../queries/auth-queries';

export interface ForgotPasswordFormProps {
  /** Shown as "Back to sign in" when given. */
  onBack?: () => void;
}

/**
 * "Forgot password?": asks for the email and answers the server's one message, which is the same
 * whether or not an account exists. Too many requests (per email or per address) are told plainly.
 */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { text: translateMessage, errorText } = useContractMessage();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordRequest>({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      showToast({ title: t('toasts.resetRequestFailed'), message: errorText(error, t('toasts.networkError')), tone: 'error' });
    }
  });

  if (request.data) {
    return (
      <Stack gap="md">
        <Alert color="agave" icon={<IconMailCheck size={18} aria-hidden />} title={t('forgotPassword.sentTitle')} role="status">
          {translateMessage(request.data.message)}
        </Alert>
        {onBack && (
          <Button variant="subtle" onClick={onBack} style={{ alignSelf: 'center' }}>
            {t('forgotPassword.back')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate aria-label={t('forgotPassword.formLabel')}>
      <Stack gap="md">
        <Text size="sm">{t('forgotPassword.intro')}</Text>
        <TextInput
          label={t('forgotPassword.email')}
          placeholder={t('signIn.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          error={translateMessage(errors.email?.message)}
          {...form.register('email')}
        />
        <SubmitButton fullWidth loading={request.isPending}>
          {t('forgotPassword.submit')}
        </SubmitButton>
        {onBack && (
          <Button variant="subtle" onClick={onBack} style={{ alignSelf: 'center' }}>
            {t('forgotPassword.back')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
