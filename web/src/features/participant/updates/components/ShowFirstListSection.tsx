import { Loader, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowMoreToggle } from '../../../landing/components/shared/ShowMoreToggle';
import { LoadFailedAlert } from '../../../../components/LoadFailedAlert';
import { EmptyNote } from './EmptyNote';
import { SectionHeader } from './SectionHeader';

export interface ShowFirstListSectionProps<Item> {
  /** The section's anchor, for the summary cards' links. */
  sectionId: string;
  title: string;
  subtitle: string;
  /** The read's state, as React Query reports it. */
  status: 'pending' | 'error' | 'success';
  /** In the order to show them. */
  items: readonly Item[];
  shownFirst: number;
  loadFailedTitle: string;
  emptyText: string;
  moreLabel: string;
  lessLabel: string;
  /** One item, with its key. */
  children: (item: Item) => ReactNode;
}

/** A list section of the Updates tab (spec 9): the first few items, then See More / Show Less. */
export function ShowFirstListSection<Item>({
  sectionId,
  title,
  subtitle,
  status,
  items,
  shownFirst,
  loadFailedTitle,
  emptyText,
  moreLabel,
  lessLabel,
  children,
}: ShowFirstListSectionProps<Item>) {
  const { t } = useTranslation('participantUpdates');
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, shownFirst);
  const headingId = `${sectionId}-heading`;

  return (
    <Stack component="section" id={sectionId} aria-labelledby={headingId} gap="md" style={{ scrollMarginTop: 80 }}>
      <SectionHeader title={title} subtitle={subtitle} headingId={headingId} />
      {status === 'pending' && <Loader size="sm" role="status" aria-label={title} />}
      {status === 'error' && <LoadFailedAlert title={loadFailedTitle} advice={t('messages.loadFailedAdvice')} />}
      {status === 'success' && items.length === 0 && <EmptyNote text={emptyText} />}
      {shown.map(children)}
      {items.length > shownFirst && (
        <ShowMoreToggle expanded={expanded} onToggle={() => setExpanded((open) => !open)} moreLabel={moreLabel} lessLabel={lessLabel} />
      )}
    </Stack>
  );
}
