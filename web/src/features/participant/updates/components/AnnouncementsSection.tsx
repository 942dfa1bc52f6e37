import { ANNOUNCEMENT_DISPLAY, participantAnnouncementOrder } from '@trek/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../queries/updates-queries';
import { UPDATES_SECTION_IDS } from '../section-ids';
import { AnnouncementCard } from './AnnouncementCard';
import { ShowFirstListSection } from './ShowFirstListSection';

/**
 * Pinned ones on top, then urgent ones, then the rest, newest first within each; the first 5, then
 * See More / Show Less (spec 9). Pinned ones are always shown, however many there are.
 */
export function AnnouncementsSection() {
  const { t } = useTranslation('participantUpdates');
  const announcements = useAnnouncements();
  const ordered = useMemo(() => participantAnnouncementOrder(announcements.data ?? []), [announcements.data]);
  const pinned = ordered.filter((announcement) => announcement.pinned).length;
  return (
    <ShowFirstListSection
      sectionId={UPDATES_SECTION_IDS.announcements}
      title={t('announcements.title')}
      subtitle={t('announcements.subtitle')}
      status={announcements.status}
      items={ordered}
      shownFirst={Math.max(ANNOUNCEMENT_DISPLAY.shownFirst, pinned)}
      loadFailedTitle={t('messages.announcementsLoadFailedTitle')}
      emptyText={t('messages.noAnnouncements')}
      moreLabel={t('announcements.seeMore')}
      lessLabel={t('announcements.showLess')}
    >
      {(announcement) => <AnnouncementCard key={announcement.id} announcement={announcement} />}
    </ShowFirstListSection>
  );
}
