import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { changePasswordFormSchema, type ChangePasswordForm } from '@trek/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useChangePassword } from '../queries/auth-queries';
import { PasswordField } from './PasswordField';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => FIELDS.some((field) => field === name);

/**
 * Change one's own password (participants in their profile, organizers in My Profile): the current
 * one is required; afterwards the person's other sessions end and this one stays signed in.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation('auth');
  const { text, errorText } = useContractMessage();
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      showToast({ title: t('toasts.passwordChanged'), message: text(message), tone: 'success' });
      form.reset(EMPTY);
    } catch (error) {
      for (const [field, message] of Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {})) {
        if (isField(field)) form.setError(field, { message });
      }
      showToast({ title: t('toasts.passwordChangeFailed'), message: errorText(error, t('toasts.networkError')), tone: 'error' });
    }
  });

  const passwordField = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <PasswordField label={label} autoComplete={autoComplete} error={text(errors[name]?.message)} {...form.register(name)} />
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="change-password-title">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('changePassword.formLabel')}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="change-password-title">
            {t('changePassword.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('changePassword.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {passwordField('currentPassword', t('changePassword.currentPassword'), 'current-password')}
            {passwordField('newPassword', t('changePassword.newPassword'), 'new-password')}
            {passwordField('confirmPassword', t('changePassword.confirmPassword'), 'new-password')}
          </SimpleGrid>
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
