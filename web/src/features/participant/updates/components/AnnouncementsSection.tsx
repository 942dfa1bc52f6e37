import { Loader, Stack } from '@mantine/core';
import { ANNOUNCEMENT_DISPLAY } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowMoreToggle } from '../../../landing/components/shared/ShowMoreToggle';
import { useAnnouncements } from '../queries/updates-queries';
import { UPDATES_SECTION_IDS } from '../section-ids';
import { AnnouncementCard } from './AnnouncementCard';
import { EmptyNote } from './EmptyNote';
import { LoadFailedAlert } from './LoadFailedAlert';
import { SectionHeader } from './SectionHeader';

/** Newest first as the server sends them; the first 5, then See More / Show Less (spec 9). */
export function AnnouncementsSection() {
  const { t } = useTranslation('participantUpdates');
  const announcements = useAnnouncements();
  const [expanded, setExpanded] = useState(false);
  const list = announcements.data ?? [];
  const shown = expanded ? list : list.slice(0, ANNOUNCEMENT_DISPLAY.shownFirst);
  const headingId = `${UPDATES_SECTION_IDS.announcements}-heading`;

  return (
    <Stack component="section" id={UPDATES_SECTION_IDS.announcements} aria-labelledby={headingId} gap="md" style={{ scrollMarginTop: 80 }}>
      <SectionHeader title={t('announcements.title')} subtitle={t('announcements.subtitle')} headingId={headingId} />
      {announcements.isPending && <Loader size="sm" aria-label={t('announcements.title')} />}
      {announcements.isError && <LoadFailedAlert title={t('messages.announcementsLoadFailedTitle')} />}
      {announcements.isSuccess && list.length === 0 && <EmptyNote text={t('messages.noAnnouncements')} />}
      {shown.map((announcement) => (
        <AnnouncementCard key={announcement.id} announcement={announcement} />
      ))}
      {list.length > ANNOUNCEMENT_DISPLAY.shownFirst && (
        <ShowMoreToggle
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          moreLabel={t('announcements.seeMore')}
          lessLabel={t('announcements.showLess')}
        />
      )}
    </Stack>
  );
}
