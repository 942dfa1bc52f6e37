import { Badge, Button, Group, Loader, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { SetupRemindersView, SetupReminderStatus } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { PartLoadBoundary } from '../../../components/PartLoadBoundary';
import { preloadable } from '../../../lib/preloadable';
import { formatDateTime } from '../../../lib/format-date';
import { OverviewCard } from './OverviewCard';
import { useSetupReminders } from './queries/setup-reminders-queries';
import classes from './SetupRemindersCard.module.css';

/** The schedule's editor (number inputs, selects) loads when an organizer points at its button or opens it. */
const reminderScheduleForm = preloadable(() => import('./ReminderScheduleForm').then((m) => m.ReminderScheduleForm));

/** When participants who still miss setup items are emailed, what went out, and the schedule's editor. */
export function SetupRemindersCard() {
  const { t } = useTranslation('admin');
  const reminders = useSetupReminders();
  const [editing, setEditing] = useState(false);

  return (
    <OverviewCard
      title={t('overview.reminders.title')}
      aside={
        reminders.data && (
          <Button variant="light" size="xs" onMouseEnter={() => void reminderScheduleForm.preload()} onFocus={() => void reminderScheduleForm.preload()} onClick={() => setEditing(true)}>
            {t('overview.reminders.edit')}
          </Button>
        )
      }
    >
      <Text size="sm" c="dimmed">
        {t('overview.reminders.intro')}
      </Text>
      {reminders.isError ? (
        <LoadErrorAlert title={t('overview.reminders.loadFailed')} error={reminders.error} retryLabel={t('overview.retry')} onRetry={() => void reminders.refetch()} />
      ) : !reminders.data ? (
        <Skeleton height={120} radius="md" />
      ) : (
        <ReminderList view={reminders.data} />
      )}
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('overview.reminders.editTitle')} size="lg">
        {reminders.data && (
          <PartLoadBoundary retry={reminderScheduleForm.preload} loading={<Loader size="sm" />}>
            <reminderScheduleForm.Component saved={reminders.data} onSaved={() => setEditing(false)} />
          </PartLoadBoundary>
        )}
      </Modal>
    </OverviewCard>
  );
}

function ReminderList({ view }: { view: SetupRemindersView }) {
  const { t } = useTranslation('admin');
  if (view.reminders.length === 0) return <Text>{t('overview.reminders.off')}</Text>;
  // A list rather than a table: each reminder wraps onto two lines on a phone instead of scrolling sideways.
  return (
    <Stack gap="xs">
      <Stack component="ul" gap={0} aria-label={t('overview.reminders.caption')} className={classes.list}>
        {view.reminders.map((reminder) => (
          <Group component="li" key={reminder.key} justify="space-between" gap="xs" py="xs" className={classes.item}>
            <div>
              <Text size="sm" fw={600}>
                {t(`overview.reminders.describe.${reminder.anchor}`, { count: reminder.daysBefore })}
              </Text>
              <Text size="sm" c="dimmed">
                {reminder.at ? t('overview.reminders.goesOut', { date: formatDateTime(reminder.at) }) : t('overview.reminders.atUnknown')}
              </Text>
            </div>
            <ReminderState reminder={reminder} />
          </Group>
        ))}
      </Stack>
      {view.isDefault && (
        <Text size="xs" c="dimmed">
          {t('overview.reminders.isDefault')}
        </Text>
      )}
    </Stack>
  );
}

function ReminderState({ reminder }: { reminder: SetupReminderStatus }) {
  const { t } = useTranslation('admin');
  if (reminder.sent > 0) {
    return (
      <Badge variant="light" color="agave" style={{ minWidth: 'max-content' }}>
        {t('overview.reminders.sent', { count: reminder.sent })}
      </Badge>
    );
  }
  const [label, color] = reminder.over ? [t('overview.reminders.over'), 'gray'] : reminder.due ? [t('overview.reminders.due'), 'orange'] : [t('overview.reminders.upcoming'), 'blue'];
  return (
    <Badge variant="light" color={color} style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
