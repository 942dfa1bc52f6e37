import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMailForward, IconPlus } from '@tabler/icons-react';
import type { AdminAnnouncement, AnnouncementInput, GroupEmailInput } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { showToast } from '../../../../lib/toast';
import { EditionYearSelect, useEditionYearFilter } from '../../components/EditionYearSelect';
import { EmptyListNotice } from '../../components/ListTable';
import { useAnnouncementReadSummary } from '../queries/announcement-reads-queries';
import { useAdminAnnouncements, useDeleteAnnouncement, useSaveAnnouncement, useSendGroupEmail } from '../queries/announcements-queries';
import { AnnouncementReadsModal, ReadCountButton } from './AnnouncementReads';
import { AnnouncementCard } from './AnnouncementCard';
import { AnnouncementForm } from './AnnouncementForm';
import { GroupEmailForm } from './GroupEmailForm';
import { SectionHeader } from '../../components/SectionHeader';

/**
 * One edition's announcements (the current one unless a past one is chosen), newest first, with
 * create, edit and delete (after a confirmation). A new one is posted to the edition shown.
 */
export function AnnouncementsManager() {
  const { t } = useTranslation('adminAnnouncements');
  const { text } = useContractMessage();
  const { year, setYear, yearParam } = useEditionYearFilter();
  const list = useAdminAnnouncements(yearParam);
  const save = useSaveAnnouncement();
  const remove = useDeleteAnnouncement();
  const groupEmail = useSendGroupEmail();
  const [writingGroupEmail, setWritingGroupEmail] = useState(false);
  const readSummary = useAnnouncementReadSummary();
  const [readsOf, setReadsOf] = useState<AdminAnnouncement | null>(null);
  // null: the form is closed; { announcement: null }: a new one.
  const [editing, setEditing] = useState<{ announcement: AdminAnnouncement | null } | null>(null);

  // A save's refusal or an attachment's failed upload ("Upload failed with status 413"), in the page's language.
  const fail = (error: Error) => showToast({ title: t('toasts.failedTitle'), message: text(stripStatusPrefix(error.message)), tone: 'error' });

  const submit = (input: AnnouncementInput) => {
    const id = editing?.announcement?.id ?? null;
    save.mutate(
      { id, input: id === null ? { ...input, ...yearParam } : input },
      {
        onSuccess: ({ announcement, emailsQueued }) => {
          setEditing(null);
          const title = announcement.title;
          showToast({
            title: id === null ? t('toasts.createdTitle') : t('toasts.updatedTitle'),
            message: announcement.publishedAt === null
              ? t('toasts.scheduled', { title, date: formatDateTime(announcement.publishAt ?? announcement.createdAt) })
              : input.emailParticipants
              ? t('toasts.emailsQueued', { title, count: emailsQueued })
              : id === null
                ? t('toasts.created', { title })
                : t('toasts.updated', { title }),
            tone: 'success',
          });
        },
        onError: fail,
      },
    );
  };

  const sendGroupEmail = (input: GroupEmailInput) =>
    modals.openConfirmModal({
      title: t('groupEmail.confirmTitle'),
      children: <Text size="sm">{t('groupEmail.confirmBody', { subject: input.subject })}</Text>,
      labels: { confirm: t('groupEmail.confirm'), cancel: t('confirmEmail.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        groupEmail.mutate(input, {
          onSuccess: ({ emailsQueued }) => {
            setWritingGroupEmail(false);
            showToast({ title: t('groupEmail.sentTitle'), message: t('groupEmail.sent', { subject: input.subject, count: emailsQueued }), tone: 'success' });
          },
          onError: fail,
        }),
    });

  const confirmDelete = (announcement: AdminAnnouncement) =>
    modals.openConfirmModal({
      title: t('confirmDelete.title', { title: announcement.title }),
      children: <Text size="sm">{t('confirmDelete.body')}</Text>,
      labels: { confirm: t('confirmDelete.confirm'), cancel: t('confirmDelete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(announcement.id, {
          onSuccess: () => showToast({ title: t('toasts.deletedTitle'), message: t('toasts.deleted', { title: announcement.title }), tone: 'success' }),
          onError: fail,
        }),
    });

  const readCountOf = (id: string) => {
    if (readSummary.isError) return 'unavailable' as const;
    if (!readSummary.data) return 'loading' as const;
    const { participants, announcements: counts } = readSummary.data;
    // One posted since the counts were read has no reads yet (its audience is counted at the next read).
    return counts.find((count) => count.announcementId === id) ?? { participants, readCount: 0 };
  };

  const announcements = list.data;
  return (
    <Stack gap="md">
      <SectionHeader title={t('list.heading')} intro={t('list.intro')}>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconMailForward size={18} aria-hidden />} onClick={() => setWritingGroupEmail(true)}>
            {t('groupEmail.open')}
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ announcement: null })}>
            {t('list.new')}
          </Button>
        </Group>
      </SectionHeader>
      <EditionYearSelect value={year} onChange={setYear} />
      {list.isError ? (
        <LoadErrorAlert title={t('list.loadFailed')} error={list.error} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : !announcements ? (
        <Skeleton height={160} radius="md" aria-label={t('list.loading')} />
      ) : announcements.length === 0 ? (
        <EmptyListNotice>{t('list.empty')}</EmptyListNotice>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600} aria-live="polite">
            {t('list.count', { count: announcements.length })}
          </Text>
          {announcements.map((announcement) => (
            <AnnouncementCard
              key={announcement.id}
              announcement={announcement}
              onEdit={() => setEditing({ announcement })}
              onDelete={() => confirmDelete(announcement)}
              reads={<ReadCountButton count={readCountOf(announcement.id)} onOpen={() => setReadsOf(announcement)} />}
            />
          ))}
        </Stack>
      )}
      <AnnouncementReadsModal announcement={readsOf} onClose={() => setReadsOf(null)} />
      <Modal
        opened={writingGroupEmail}
        onClose={() => setWritingGroupEmail(false)}
        size="lg"
        title={<Text fw={700}>{t('groupEmail.title')}</Text>}
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {writingGroupEmail && <GroupEmailForm submitting={groupEmail.isPending} onSubmit={sendGroupEmail} onCancel={() => setWritingGroupEmail(false)} />}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={<Text fw={700}>{editing?.announcement ? t('form.editTitle') : t('form.newTitle')}</Text>}
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {editing && (
          <AnnouncementForm
            key={editing.announcement?.id ?? 'new'}
            announcement={editing.announcement}
            year={year ?? undefined}
            submitting={save.isPending}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
