import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconMessage2, IconSpeakerphone, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { scrollToSection } from '../../../../lib/scroll-to-section';
import { UPDATES_SECTION_IDS } from '../section-ids';

interface SummaryCardProps {
  label: string;
  count: number | undefined;
  icon: Icon;
  sectionId: string;
}

function SummaryCard({ label, count, icon: CardIcon, sectionId }: SummaryCardProps) {
  const { t } = useTranslation('participantUpdates');
  const shownCount = count ?? '–';
  return (
    <UnstyledButton onClick={() => scrollToSection(sectionId)}>
      <Paper withBorder radius="md" p="md">
        <Group wrap="nowrap">
          {/* On phones two cards share 375 px: the icon gives way so the label fits. */}
          <ThemeIcon variant="light" size="xl" radius="md" visibleFrom="xs">
            <CardIcon size={24} aria-hidden />
          </ThemeIcon>
          <div>
            <Text size="xl" fw={700} lh={1.1}>
              {shownCount}
            </Text>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <VisuallyHidden>{t('summary.goTo')}</VisuallyHidden>
          </div>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** Two counts at the top of the tab; each jumps to its section. */
export function SummaryCards({ announcementCount, feedbackCount }: { announcementCount: number | undefined; feedbackCount: number | undefined }) {
  const { t } = useTranslation('participantUpdates');
  return (
    <SimpleGrid cols={2} spacing="md" role="group" aria-label={t('summary.label')}>
      <SummaryCard label={t('summary.announcements')} count={announcementCount} icon={IconSpeakerphone} sectionId={UPDATES_SECTION_IDS.announcements} />
      <SummaryCard label={t('summary.feedback')} count={feedbackCount} icon={IconMessage2} sectionId={UPDATES_SECTION_IDS.feedback} />
    </SimpleGrid>
  );
}
