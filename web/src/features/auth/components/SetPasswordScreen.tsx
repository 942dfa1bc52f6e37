import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { passwordMessages, setPasswordFormSchema, type SetPasswordForm, type SetPasswordLinkInfo } from '@trek/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { formatDateTime } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { checkSetPasswordLink } from '../api/auth-api';
import { authPaths } from '../api/auth-paths';
import { useSetPasswordWithLink } from '../queries/auth-queries';
import { useStartSession } from '../queries/use-start-session';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PasswordField } from './PasswordField';

/** The token of an emailed link: in the fragment (`#token=…`), which the browser never sends to a server. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

/**
 * The page a set-password link opens: checks the link, then lets the person choose a password
 * (asked twice) and signs them in. A link that is missing, used, expired or replaced says so and
 * offers to send a new one.
 */
export function SetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { text, errorText } = useContractMessage();
  const location = useLocation();
  const navigate = useNavigate();
  // Kept in memory only: once read, the token leaves the address (the bar, the history entry, a copied
  // URL). A link opened later in the same tab brings its own.
  const tokenInAddress = location.hash === '' ? null : tokenFromHash(location.hash);
  const [token, setToken] = useState(tokenInAddress ?? '');
  if (tokenInAddress !== null && tokenInAddress !== token) setToken(tokenInAddress);
  useEffect(() => {
    if (location.hash !== '') void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  const link = useQuery({
    queryKey: [authPaths.checkSetPasswordLink, token],
    queryFn: () => checkSetPasswordLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  let body;
  if (token === '' || link.isError) {
    body = (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('setPassword.documentTitle')}
        </Title>
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('setPassword.unusableTitle')}>
          <Text size="sm">{token === '' ? text(passwordMessages.linkMissing) : errorText(link.error, t('toasts.networkError'))}</Text>
        </Alert>
        <Text size="sm" fw={600}>
          {t('setPassword.askAgain')}
        </Text>
        <ForgotPasswordForm />
      </Stack>
    );
  } else if (link.isPending) {
    body = (
      <Center py="lg">
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('setPassword.checking')}</Text>
        </Stack>
      </Center>
    );
  } else {
    body = <ChoosePasswordForm token={token} link={link.data} />;
  }

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} mx="auto">
      {body}
    </Paper>
  );
}

function ChoosePasswordForm({ token, link }: { token: string; link: SetPasswordLinkInfo }) {
  const { t } = useTranslation('auth');
  const { text, errorText } = useContractMessage();
  const queryClient = useQueryClient();
  const startSession = useStartSession();
  const setPassword = useSetPasswordWithLink();
  const form = useForm<SetPasswordForm>({ resolver: zodResolver(setPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const auth = await setPassword.mutateAsync({ token, password });
      await startSession(auth, 'passwordSet');
    } catch (error) {
      showToast({ title: t('toasts.setPasswordFailed'), message: errorText(error, t('toasts.networkError')), tone: 'error' });
      // The link may have been used or replaced meanwhile: check it again, which shows why.
      void queryClient.invalidateQueries({ queryKey: [authPaths.checkSetPasswordLink, token] });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('setPassword.formLabel')}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {link.purpose === 'welcome' ? t('setPassword.welcomeTitle') : t('setPassword.resetTitle')}
          </Title>
          <Text size="sm" c="dimmed" mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {t('setPassword.intro', { email: link.email, expires: formatDateTime(link.expiresAt) })}
          </Text>
        </div>
        <PasswordField
          label={t('setPassword.password')}
          description={t('setPassword.passwordHint')}
          autoComplete="new-password"
          error={text(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordField label={t('setPassword.confirmPassword')} autoComplete="new-password" error={text(errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
        <Button type="submit" fullWidth loading={setPassword.isPending || setPassword.isSuccess}>
          {t('setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
