import { Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEye, IconMailForward } from '@tabler/icons-react';
import type { AdminAnnouncement } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { showToast } from '../../../../lib/toast';
import { useAnnouncementReadDetail, useEmailUnreadParticipants } from '../queries/announcement-reads-queries';
import { useContractMessage } from '../../../../i18n/use-contract-message';

/** The count on an announcement's card: "Read by N of M", which opens who has and has not. */
export function ReadCountButton({ count, onOpen }: { count: { readCount: number; participants: number } | 'loading' | 'unavailable'; onOpen: () => void }) {
  const { t } = useTranslation('adminAnnouncements');
  if (count === 'loading') return <Skeleton height={22} width={120} aria-label={t('reads.loading')} />;
  if (count === 'unavailable') {
    return (
      <Text size="xs" c="dimmed">
        {t('reads.unavailable')}
      </Text>
    );
  }
  return (
    <Button variant="light" size="compact-sm" leftSection={<IconEye size={14} aria-hidden />} onClick={onOpen} style={{ alignSelf: 'flex-start' }}>
      {t('reads.readBy', { read: count.readCount, count: count.participants })}
    </Button>
  );
}

interface ReaderRow {
  userId: string;
  name: string;
  detail: string;
}

function ReaderList({ heading, empty, rows }: { heading: string; empty: string; rows: ReaderRow[] }) {
  return (
    <Stack gap={6} component="section" aria-label={heading}>
      <Title order={3} size="h6">
        {heading}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Group component="li" key={row.userId} justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.detail}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Who has and has not read one announcement (participants of the current edition, or those of its
 * audience it reached), and for an
 * urgent one, an email to those who have not, after a confirmation.
 */
export function AnnouncementReadsModal({ announcement, onClose }: { announcement: AdminAnnouncement | null; onClose: () => void }) {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminAnnouncements');
  const detail = useAnnouncementReadDetail(announcement?.id ?? null);
  const emailUnread = useEmailUnreadParticipants();
  const data = detail.data;

  const confirmEmail = (target: AdminAnnouncement, unread: number) =>
    modals.openConfirmModal({
      title: t('confirmEmailUnread.title'),
      children: <Text size="sm">{t('confirmEmailUnread.body', { title: target.title, count: unread })}</Text>,
      labels: { confirm: t('confirmEmailUnread.confirm', { count: unread }), cancel: t('confirmEmailUnread.cancel') },
      onConfirm: () =>
        emailUnread.mutate(target.id, {
          onSuccess: ({ emailsQueued }) =>
            showToast(
              emailsQueued > 0
                ? { title: t('toasts.unreadEmailedTitle'), message: t('toasts.unreadEmailed', { title: target.title, count: emailsQueued }), tone: 'success' }
                : { title: t('toasts.unreadNoneTitle'), message: t('toasts.unreadNone', { title: target.title }), tone: 'info' },
            ),
          onError: (error) => showToast({ title: t('toasts.failedTitle'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
        }),
    });

  return (
    <Modal
      opened={announcement !== null}
      onClose={onClose}
      size="lg"
      title={<Text fw={700}>{t('reads.title', { title: announcement?.title ?? '' })}</Text>}
      closeButtonProps={{ 'aria-label': t('reads.close') }}
    >
      {announcement &&
        (detail.isError ? (
          <LoadErrorAlert title={t('reads.loadFailed')} error={detail.error} retryLabel={t('list.retry')} onRetry={() => void detail.refetch()} />
        ) : !data ? (
          <Skeleton height={120} radius="md" aria-label={t('reads.loading')} />
        ) : (
          <Stack gap="md">
            <Text size="sm">
              {t(announcement.audience.kind === 'everyone' ? 'reads.summary' : 'reads.audienceSummary', { read: data.read.length, count: data.participants })}
            </Text>
            {announcement.priority === 'urgent' && (
              <Stack gap={4}>
                <Button
                  leftSection={<IconMailForward size={18} aria-hidden />}
                  disabled={data.unread.length === 0}
                  loading={emailUnread.isPending}
                  onClick={() => confirmEmail(announcement, data.unread.length)}
                  // On a phone the label wraps instead of running past the dialog's edge.
                  styles={{ root: { alignSelf: 'flex-start', maxWidth: '100%', height: 'auto', minHeight: 36, paddingBlock: 6 }, label: { whiteSpace: 'normal' } }}
                >
                  {t('reads.emailUnread')}
                </Button>
                <Text size="xs" c="dimmed">
                  {t('reads.emailUnreadHint')}
                </Text>
              </Stack>
            )}
            <ReaderList
              heading={t('reads.unreadHeading', { count: data.unread.length })}
              empty={t('reads.unreadEmpty')}
              rows={data.unread.map(({ userId, name, email }) => ({ userId, name, detail: email }))}
            />
            <ReaderList
              heading={t('reads.readHeading', { count: data.read.length })}
              empty={t('reads.readEmpty')}
              rows={data.read.map(({ userId, name, readAt }) => ({ userId, name, detail: t('reads.readAt', { date: formatDateTime(readAt) }) }))}
            />
          </Stack>
        ))}
    </Modal>
  );
}
