import { ANNOUNCEMENT_DISPLAY } from '@trek/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { urgentFirst } from '../announcement-order';
import { useAnnouncements } from '../queries/updates-queries';
import { UPDATES_SECTION_IDS } from '../section-ids';
import { AnnouncementCard } from './AnnouncementCard';
import { ShowFirstListSection } from './ShowFirstListSection';

/** Urgent ones on top, newest first as the server sends them; the first 5, then See More / Show Less (spec 9). */
export function AnnouncementsSection() {
  const { t } = useTranslation('participantUpdates');
  const announcements = useAnnouncements();
  const ordered = useMemo(() => urgentFirst(announcements.data ?? []), [announcements.data]);
  return (
    <ShowFirstListSection
      sectionId={UPDATES_SECTION_IDS.announcements}
      title={t('announcements.title')}
      subtitle={t('announcements.subtitle')}
      status={announcements.status}
      items={ordered}
      shownFirst={ANNOUNCEMENT_DISPLAY.shownFirst}
      loadFailedTitle={t('messages.announcementsLoadFailedTitle')}
      emptyText={t('messages.noAnnouncements')}
      moreLabel={t('announcements.seeMore')}
      lessLabel={t('announcements.showLess')}
    >
      {(announcement) => <AnnouncementCard key={announcement.id} announcement={announcement} />}
    </ShowFirstListSection>
  );
}
