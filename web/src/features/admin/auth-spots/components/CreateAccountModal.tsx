import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { createParticipantAccountSchema, type AccountCreated, type CreateParticipantAccount } from '@trek/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { z } from 'zod';
import { ApiError, stripStatusPrefix } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { showToast } from '../../../../lib/toast';
import { useCreateAccount } from '../queries/auth-spots-queries';

/** Usually the participant chooses their own password through an emailed link; an organizer may set one to hand over in person. */
const PASSWORD_MODES = ['link', 'choose'] as const;

/** The form adds the password choice; the request sent is the shared schema's. */
const createAccountFormSchema = z
  .object({
    email: z.string(),
    fullName: z.string(),
    passwordMode: z.enum(PASSWORD_MODES),
    password: z.string(),
  })
  .transform(({ passwordMode, password, ...account }) => (passwordMode === 'choose' ? { ...account, password } : account))
  .pipe(createParticipantAccountSchema);

type CreateAccountValues = z.input<typeof createAccountFormSchema>;

const emptyValues: CreateAccountValues = { email: '', fullName: '', passwordMode: 'link', password: '' };

export interface CreateAccountModalProps {
  opened: boolean;
  onClose: () => void;
  /** The server's answer: the account, and the link emailed to it unless a password was chosen. */
  onCreated: (created: AccountCreated) => void;
}

/** Create a participant account: a link to choose a password is emailed to it, or the organizer chooses one to hand over. */
export function CreateAccountModal({ opened, onClose, onCreated }: CreateAccountModalProps) {
  const { t } = useTranslation('adminAuthSpots');
  const { text } = useContractMessage();
  const create = useCreateAccount();
  const form = useForm<CreateAccountValues, unknown, CreateParticipantAccount>({
    resolver: zodResolver(createAccountFormSchema),
    defaultValues: emptyValues,
  });
  const passwordMode = useWatch({ control: form.control, name: 'passwordMode' });
  const { errors } = form.formState;

  const close = () => {
    form.reset(emptyValues);
    create.reset();
    onClose();
  };

  const submit = form.handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: (created) => {
        showToast({
          title: t('toasts.created'),
          message: created.setPasswordLink
            ? t('toasts.createdLink', { email: created.account.email, expires: formatDateTime(created.setPasswordLink.expiresAt) })
            : t('toasts.createdChosen', { email: created.account.email }),
          tone: 'success',
        });
        form.reset(emptyValues);
        onCreated(created);
      },
      onError: (error) => {
        const message = text(stripStatusPrefix(error.message));
        if (error instanceof ApiError && error.status === 409) form.setError('email', { message });
        for (const [field, fieldMessage] of Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {})) {
          if (field === 'email' || field === 'fullName' || field === 'password') form.setError(field, { message: fieldMessage });
        }
        showToast({ title: t('toasts.createFailed'), message, tone: 'error' });
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('create.title')} centered closeButtonProps={{ 'aria-label': t('create.cancel') }}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('create.title')}>
        <Stack gap="sm">
          <TextInput label={t('create.email')} type="email" autoComplete="off" required {...form.register('email')} error={text(errors.email?.message)} />
          <TextInput label={t('create.fullName')} autoComplete="off" required {...form.register('fullName')} error={text(errors.fullName?.message)} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="create-account-password-mode">
              {t('create.passwordMode')}
            </Text>
            <Controller
              control={form.control}
              name="passwordMode"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby="create-account-password-mode"
                  value={field.value}
                  onChange={field.onChange}
                  data={PASSWORD_MODES.map((mode) => ({ value: mode, label: t(`create.modes.${mode}`) }))}
                />
              )}
            />
          </Stack>
          {passwordMode === 'choose' ? (
            <PasswordInput
              label={t('create.password')}
              description={t('create.passwordHint')}
              autoComplete="new-password"
              required
              {...form.register('password')}
              error={text(errors.password?.message)}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('create.linkHint')}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? t('create.submitting') : t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
