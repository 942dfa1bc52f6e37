import { Button, Stack, TextInput } from '@mantine/core';
import { loginRequestSchema, type AuthSuccess } from '@trek/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showToast } from '../../../lib/toast';
import { formIssues } from '../form-issues';
import { useSignIn } from '../queries/use-auth-mutations';
import { PasswordField } from './PasswordField';
import { useContractMessage } from '../../../i18n/use-contract-message';

type SignInValues = z.input<typeof loginRequestSchema>;

export interface SignInFormProps {
  onSignedIn: (auth: AuthSuccess) => Promise<void>;
  /** Opens "Forgot password?" in place of the form. */
  onForgotPassword: () => void;
}

/** Spec 2.3 / 5: email and password, checked with the shared schema; problems are told in toasts. */
export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { text: translateMessage, errorText } = useContractMessage();
  const signIn = useSignIn();
  const form = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      const issues = formIssues(parsed.error);
      for (const issue of issues) form.setError(issue.field as keyof SignInValues, { message: issue.message });
      showToast({ title: t('toasts.validationError'), message: translateMessage(issues[0]?.message ?? ''), tone: 'error' });
      return;
    }
    let auth: AuthSuccess;
    try {
      auth = await signIn.mutateAsync(parsed.data);
    } catch (error) {
      showToast({ title: t('toasts.signInFailed'), message: errorText(error, t('toasts.networkError')), tone: 'error' });
      return;
    }
    await onSignedIn(auth);
    form.reset();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.formLabel')}>
      <Stack gap="md">
        <TextInput
          label={t('signIn.email')}
          placeholder={t('signIn.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          error={Boolean(errors.email)}
          {...form.register('email')}
        />
        <PasswordField label={t('signIn.password')} autoComplete="current-password" error={Boolean(errors.password)} {...form.register('password')} />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={onForgotPassword} style={{ alignSelf: 'center' }}>
          {t('signIn.forgotPassword')}
        </Button>
      </Stack>
    </form>
  );
}
