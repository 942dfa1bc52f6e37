import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { ORGANIZER_NOTICE_KINDS, noticeDeliverySchema, organizerNotificationSettingsSchema, type OrganizerNotificationSettings } from '@trek/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { showToast } from '../../../../lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../queries/my-profile-queries';

/** Which organizer emails come, per kind of notice: at once, in the daily digest, or not at all. */
export function NotificationSettingsCard() {
  const { t } = useTranslation('adminMyProfile');
  const settings = useNotificationSettings();

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="email-notifications-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="email-notifications-title">
          {t('notifications.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notifications.intro')}
        </Text>
        {settings.isPending ? (
          <Loader size="sm" role="status" aria-label={t('notifications.loading')} />
        ) : settings.isError ? (
          <LoadErrorAlert title={t('notifications.loadFailed')} error={settings.error} retryLabel={t('retry')} onRetry={() => void settings.refetch()} />
        ) : (
          <NotificationSettingsForm saved={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}

function NotificationSettingsForm({ saved }: { saved: OrganizerNotificationSettings }) {
  const { t } = useTranslation('adminMyProfile');
  const { text, errorText } = useContractMessage();
  const save = useSaveNotificationSettings();
  const form = useForm<OrganizerNotificationSettings>({ resolver: zodResolver(organizerNotificationSettingsSchema), defaultValues: saved });

  const submit = form.handleSubmit(async (settings) => {
    try {
      form.reset(await save.mutateAsync(settings));
      showToast({ title: t('notifications.saved'), message: t('notifications.savedMessage'), tone: 'success' });
    } catch (error) {
      showToast({ title: t('notifications.saveFailed'), message: errorText(error, t('notifications.networkError')), tone: 'error' });
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {ORGANIZER_NOTICE_KINDS.map((kind) => (
          <Controller
            key={kind}
            control={form.control}
            name={kind}
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t(`notifications.kinds.${kind}`)}
                description={t(`notifications.hints.${kind}`)}
                value={field.value}
                onChange={field.onChange}
                error={text(fieldState.error?.message)}
              >
                <Group gap="md" mt={6}>
                  {noticeDeliverySchema.options.map((delivery) => (
                    <Radio key={delivery} value={delivery} label={t(`notifications.deliveries.${delivery}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        ))}
        <Text size="xs" c="dimmed">
          {t('notifications.digestNote')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            {t('notifications.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
