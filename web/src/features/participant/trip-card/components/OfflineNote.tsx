import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';

export interface OfflineNoteProps {
  /** When the oldest of the copies shown was saved on the device. */
  savedAt: string;
  /** Some read had no copy on the device, so part of the card is missing. */
  partial: boolean;
}

/** Shown when the card comes from the device instead of the network. */
export function OfflineNote({ savedAt, partial }: OfflineNoteProps) {
  const { t } = useTranslation('tripCard');
  return (
    <Alert color="yellow" icon={<IconCloudOff aria-hidden />} role="status" aria-label={t('offline.title')}>
      {t('offline.message', { time: formatDateTime(savedAt) })}
      {partial && ` ${t('offline.partial')}`}
    </Alert>
  );
}
