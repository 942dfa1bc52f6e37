import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { changePasswordFormSchema, type ChangePasswordForm } from '@trek/contracts';
import { memo, useCallback } from 'react';
import { useForm, useFormState, type UseFormReturn } from 'react-hook-form';
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
 * react-hook-form re-renders the component holding `useForm` as it mounts: the card itself is a
 * memoized child, so that render is this component's alone. The card follows the form's errors
 * through `useFormState`.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation('auth');
  const { text, errorText } = useContractMessage();
  const { mutateAsync: changePassword, isPending } = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const send = useCallback(
    async ({ currentPassword, newPassword }: ChangePasswordForm) => {
      try {
        const { message } = await changePassword({ currentPassword, newPassword });
        showToast({ title: t('toasts.passwordChanged'), message: text(message), tone: 'success' });
        form.reset(EMPTY);
      } catch (error) {
        for (const [field, message] of Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {})) {
          if (isField(field)) form.setError(field, { message });
        }
        showToast({ title: t('toasts.passwordChangeFailed'), message: errorText(error, t('toasts.networkError')), tone: 'error' });
      }
    },
    [changePassword, errorText, form, t, text],
  );

  return <ChangePasswordFormCard form={form} changing={isPending} onValid={send} />;
}

interface ChangePasswordFormCardProps {
  form: UseFormReturn<ChangePasswordForm>;
  changing: boolean;
  onValid: (values: ChangePasswordForm) => Promise<void>;
}

const ChangePasswordFormCard = memo(function ChangePasswordFormCard({ form, changing, onValid }: ChangePasswordFormCardProps) {
  const { t } = useTranslation('auth');
  const { text } = useContractMessage();
  const { errors } = useFormState({ control: form.control });
  const submit = form.handleSubmit(onValid);

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
          <Button type="submit" loading={changing} style={{ alignSelf: 'flex-start' }}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
});
