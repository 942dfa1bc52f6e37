import { Badge, Card, Container, Group, Modal, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CohortYear, Speaker } from '@trek/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inPageLanguage } from '../../../../i18n/in-page-language';
import { byOrder, DISPLAY, TRUNCATE, truncate } from '../../content/display';
import { useSpeakers } from '../../queries/public-content-queries';
import type { LandingSectionProps } from '../../sections';
import { useIsMobile } from '../../use-is-mobile';
import { ExpandableText } from '../shared/ExpandableText';
import { LazyPhoto } from '../shared/LazyPhoto';
import { SectionTitle } from '../shared/SectionTitle';
import { EmptyMessage, LoadFailedMessage } from '../shared/SectionStatus';
import { ShowMoreToggle } from '../shared/ShowMoreToggle';
import { SocialLinks } from '../shared/SocialLinks';
import { YearTabs } from '../shared/YearTabs';

const cutBio = (bio: string) => truncate(bio, TRUNCATE.speakerBio);
/** Job title and bio in the page's language (the Spanish the organizer typed, else the English). */
const affiliation = (speaker: Speaker) => [inPageLanguage(speaker.title ?? '', speaker.es?.title), speaker.organization].filter(Boolean).join(', ');
const speakerBio = (speaker: Speaker) => inPageLanguage(speaker.bio ?? '', speaker.es?.bio);

/** Spec 2.2 "Distinguished Speakers": per-year tabs, the current edition's still to come. */
export function SpeakersSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landingSections');
  return (
    <Container size="xl" py="xl">
      <SectionTitle id={headingId} title={t('speakers.title')} />
      <YearTabs tabsOf={(tabs) => tabs.speakers} label={t('speakers.yearsLabel')}>
        {(year, { currentYear }) => <SpeakersOfYear year={year} currentYear={currentYear} />}
      </YearTabs>
    </Container>
  );
}

/** The empty text by how far the year is from the current edition's. */
const speakersEmptyKey = (year: number, currentYear: number) =>
  year >= currentYear ? 'speakers.empty.current' : year === currentYear - 1 ? 'speakers.empty.recent' : 'speakers.empty.older';

function SpeakersOfYear({ year, currentYear }: { year: CohortYear; currentYear: number }) {
  const { t } = useTranslation('landingSections');
  const isMobile = useIsMobile();
  const speakersQuery = useSpeakers(year);
  const [expanded, setExpanded] = useState(false);
  const speakers = useMemo(() => (speakersQuery.data ?? []).filter((s) => s.year === year).sort(byOrder), [speakersQuery.data, year]);

  if (speakersQuery.isPending) {
    return (
      <SimpleGrid cols={{ base: 3, sm: 2, lg: 3 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (speakersQuery.isError) return <LoadFailedMessage title={t('common.loadFailed')} />;
  if (speakers.length === 0) return <EmptyMessage>{t(speakersEmptyKey(year, currentYear), { year })}</EmptyMessage>;

  const firstCount = isMobile ? DISPLAY.speakerRow * DISPLAY.speakerRowsFirst : DISPLAY.speakersFirstDesktop;
  const shown = expanded ? speakers : speakers.slice(0, firstCount);
  const hidden = speakers.length - firstCount;
  return (
    <>
      {isMobile ? <MobileSpeakers speakers={shown} /> : <DesktopSpeakers speakers={shown} />}
      {hidden > 0 && (
        <ShowMoreToggle
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          moreLabel={t('speakers.showAll', { count: hidden })}
          lessLabel={t('speakers.showFewer')}
        />
      )}
    </>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={6} mt="xs">
      {tags.map((tag) => (
        <Badge key={tag} variant="light" color="agave" size="sm">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

function DesktopSpeakers({ speakers }: { speakers: Speaker[] }) {
  const { t } = useTranslation('landingSections');
  return (
    <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="lg">
      {speakers.map((speaker) => (
        <Card key={speaker.id} withBorder radius="md" padding="lg" component="article">
          <Group wrap="nowrap" align="flex-start">
            <LazyPhoto src={speaker.photoUrl} alt={t('common.photoOf', { name: speaker.name })} name={speaker.name} width={96} height={96} radius="50%" />
            <div>
              <Text component="h3" fw={700} size="lg" m={0}>
                {speaker.name}
              </Text>
              <Text size="sm" c="terracotta.7" fw={600}>
                {affiliation(speaker)}
              </Text>
            </div>
          </Group>
          {speakerBio(speaker) && (
            <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
              <ExpandableText text={speakerBio(speaker)} cut={cutBio} />
            </div>
          )}
          <Tags tags={speaker.tags} />
          <SocialLinks name={speaker.name} links={speaker.socials} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Mobile: rows of 3; tapping a speaker opens the full profile. */
function MobileSpeakers({ speakers }: { speakers: Speaker[] }) {
  const { t } = useTranslation('landingSections');
  const [open, setOpen] = useState<Speaker | null>(null);
  return (
    <>
      <SimpleGrid cols={DISPLAY.speakerRow} spacing="sm">
        {speakers.map((speaker) => (
          <UnstyledButton key={speaker.id} onClick={() => setOpen(speaker)} aria-haspopup="dialog">
            <Stack gap={4} align="center" ta="center">
              <LazyPhoto src={speaker.photoUrl} alt="" name={speaker.name} width={88} height={88} radius="50%" />
              <Text size="xs" fw={700} lineClamp={2}>
                {speaker.name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {speaker.organization}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.name ?? ''} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        {open && (
          <Stack gap="sm" align="center" ta="center">
            <LazyPhoto src={open.photoUrl} alt={t('common.photoOf', { name: open.name })} name={open.name} width={160} height={160} radius="50%" />
            <Text c="terracotta.7" fw={600}>
              {affiliation(open)}
            </Text>
            {speakerBio(open) && (
              <Text size="sm" ta="left" style={{ whiteSpace: 'pre-line' }}>
                {speakerBio(open)}
              </Text>
            )}
            <Tags tags={open.tags} />
            <SocialLinks name={open.name} links={open.socials} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
