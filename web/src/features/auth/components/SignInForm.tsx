import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { loginRequestSchema, type AuthSuccess, type LoginRequest } from '@trek/contracts';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { SubmitButton } from '../../../components/SubmitButton';
import { showToast } from '../../../lib/toast';
import { useSignIn } from '../queries/auth-queries';
import { PasswordField } from './PasswordField';

type SignInValues = z.input<typeof loginRequestSchema>;

/** The form's fields in the order the toast reports their problems. */
const FIELD_ORDER = ['email', 'password'] as const satisfies readonly (keyof SignInValues)[];

export interface SignInFormProps {
  onSignedIn: (auth: AuthSuccess) => Promise<void>;
  /** Opens "Forgot password?" in place of the form. */
  onForgotPassword: () => void;
}

/** Spec 2.3 / 5: email and password, checked with the shared schema on submit; problems are told in toasts. */
export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { text: translateMessage, errorText } = useContractMessage();
  const signIn = useSignIn();
  const form = useForm<SignInValues, unknown, LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const sendCredentials = async (credentials: LoginRequest) => {
    let auth: AuthSuccess;
    try {
      auth = await signIn.mutateAsync(credentials);
    } catch (error) {
      showToast({ title: t('toasts.signInFailed'), message: errorText(error, t('toasts.networkError')), tone: 'error' });
      return;
    }
    await onSignedIn(auth);
    form.reset();
  };

  const tellFirstProblem = (fieldErrors: FieldErrors<SignInValues>) => {
    const first = FIELD_ORDER.map((field) => fieldErrors[field]?.message).find((message) => message !== undefined);
    showToast({ title: t('toasts.validationError'), message: translateMessage(first ?? ''), tone: 'error' });
  };

  const submit = form.handleSubmit(sendCredentials, tellFirstProblem);

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate aria-label={t('signIn.formLabel')}>
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
        <SubmitButton fullWidth loading={signIn.isPending}>
          {t('signIn.submit')}
        </SubmitButton>
        <Button variant="subtle" size="compact-sm" onClick={onForgotPassword} style={{ alignSelf: 'center' }}>
          {t('signIn.forgotPassword')}
        </Button>
      </Stack>
    </form>
  );
}
