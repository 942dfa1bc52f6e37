import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useRotateSetupKey } from '../queries/auth-spots-queries';
import { useContractMessage } from '../../../../i18n/use-contract-message';

export interface SetupKeyCardProps {
  /** Receives the new key, which the server answers only this once. */
  onRotated: (setupKey: string) => void;
}

/** The organizer setup key: what it is for, and rotating it after a confirmation. */
export function SetupKeyCard({ onRotated }: SetupKeyCardProps) {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminAuthSpots');
  const rotate = useRotateSetupKey();

  const rotateNow = () =>
    rotate.mutate(undefined, {
      onSuccess: ({ setupKey }) => {
        showToast({ title: t('toasts.keyRotated'), message: t('toasts.keyRotatedMessage'), tone: 'success' });
        onRotated(setupKey);
      },
      onError: (error) => showToast({ title: t('toasts.keyRotateFailed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
    });

  const confirmRotate = () =>
    modals.openConfirmModal({
      title: t('setupKey.confirmTitle'),
      children: <Text size="sm">{t('setupKey.confirmBody')}</Text>,
      labels: { confirm: t('setupKey.confirm'), cancel: t('setupKey.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: rotateNow,
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('setupKey.title')}
        </Title>
        <Text size="sm">{t('setupKey.description')}</Text>
        <Text size="sm" c="dimmed">
          {t('setupKey.rotationNote')}
        </Text>
        <Group>
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={confirmRotate} loading={rotate.isPending}>
            {t('setupKey.rotate')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
