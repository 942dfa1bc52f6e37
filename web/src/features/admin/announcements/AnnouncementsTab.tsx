import { Badge, Tabs } from '@mantine/core';
import { IconMessageCircle, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AnnouncementsManager } from './components/AnnouncementsManager';
import { FeedbackInbox } from './components/FeedbackInbox';
import { EMPTY_FEEDBACK_FILTERS, inboxParams, useFeedbackInbox } from './queries/feedback-queries';

type Section = 'announcements' | 'feedback';

/** `&section=feedback` opens the inbox directly (a link from the Overview's unread count, for one). */
const sectionFrom = (value: string | null): Section => (value === 'feedback' ? 'feedback' : 'announcements');

/** Announcements management and the feedback inbox, side by side as two sub-tabs. */
export function AnnouncementsTab() {
  const { t } = useTranslation('adminAnnouncements');
  const [searchParams, setSearchParams] = useSearchParams();
  const section = sectionFrom(searchParams.get('section'));
  // The inbox's unfiltered first page: the same query the inbox opens with, so no second request.
  const unread = useFeedbackInbox(inboxParams(EMPTY_FEEDBACK_FILTERS, 1)).data?.unreadCount ?? 0;

  const open = (value: string | null) =>
    setSearchParams(
      (params) => {
        params.set('section', sectionFrom(value));
        return params;
      },
      { replace: true },
    );

  return (
    <Tabs value={section} onChange={open} keepMounted={false}>
      <Tabs.List aria-label={t('sections.label')} mb="md">
        <Tabs.Tab value="announcements" leftSection={<IconSpeakerphone size={16} aria-hidden />}>
          {t('sections.announcements')}
        </Tabs.Tab>
        <Tabs.Tab
          value="feedback"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
          rightSection={
            unread > 0 ? (
              <Badge size="sm" circle={unread < 10} color="terracotta" aria-label={t('sections.unreadBadge', { count: unread })}>
                {unread}
              </Badge>
            ) : null
          }
        >
          {t('sections.feedback')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="announcements">
        <AnnouncementsManager />
      </Tabs.Panel>
      <Tabs.Panel value="feedback">
        <FeedbackInbox />
      </Tabs.Panel>
    </Tabs>
  );
}
