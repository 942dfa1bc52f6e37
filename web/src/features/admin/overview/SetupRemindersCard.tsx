import { Badge, Button, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { SetupRemindersView, SetupReminderStatus } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ScrollableTableFrame } from '../../../components/ScrollableTableFrame';
import { formatDateTime } from '../../../lib/format-date';
import { OverviewCard } from './OverviewCard';
import { useSetupReminders } from './queries/setup-reminders-queries';
import { ReminderScheduleForm } from './ReminderScheduleForm';

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
          <Button variant="light" size="xs" onClick={() => setEditing(true)}>
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
        {reminders.data && <ReminderScheduleForm saved={reminders.data} onSaved={() => setEditing(false)} />}
      </Modal>
    </OverviewCard>
  );
}

function ReminderList({ view }: { view: SetupRemindersView }) {
  const { t } = useTranslation('admin');
  if (view.reminders.length === 0) return <Text>{t('overview.reminders.off')}</Text>;
  return (
    <Stack gap="xs">
      <ScrollableTableFrame minWidth={420} label={t('overview.reminders.caption')}>
        <Table striped verticalSpacing="xs" aria-label={t('overview.reminders.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('overview.reminders.columns.when')}</Table.Th>
              <Table.Th>{t('overview.reminders.columns.at')}</Table.Th>
              <Table.Th>{t('overview.reminders.columns.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.reminders.map((reminder) => (
              <Table.Tr key={reminder.key}>
                <Table.Td>{t(`overview.reminders.describe.${reminder.anchor}`, { count: reminder.daysBefore })}</Table.Td>
                <Table.Td>{reminder.at ? formatDateTime(reminder.at) : t('overview.reminders.atUnknown')}</Table.Td>
                <Table.Td>
                  <ReminderState reminder={reminder} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTableFrame>
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
