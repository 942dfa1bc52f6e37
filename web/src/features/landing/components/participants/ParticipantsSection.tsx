import { Card, Container, Group, Modal, ScrollArea, SimpleGrid, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FIRST_EDITION_YEAR, type CohortYear } from '@trek/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chunk, DISPLAY, TRUNCATE, truncateAtWord } from '../../content/display';
import { participantCardsFor, type ParticipantCard } from '../../content/participant-cards';
import { useParticipantProfiles, useTeamMembers } from '../../queries/public-content-queries';
import type { LandingSectionProps } from '../../sections';
import { useIsMobile } from '../../use-is-mobile';
import { ExpandableText } from '../shared/ExpandableText';
import { LazyPhoto } from '../shared/LazyPhoto';
import { SectionTitle } from '../shared/SectionTitle';
import { EmptyMessage, LoadFailedMessage } from '../shared/SectionStatus';
import { ShowMoreToggle } from '../shared/ShowMoreToggle';
import { SocialLinks } from '../shared/SocialLinks';
import { YearTabs } from '../shared/YearTabs';
import classes from './ParticipantsSection.module.css';
import { inPageLanguage } from '../../../../i18n/in-page-language';
import { countryName } from '../../../../lib/country-name';

const cutBio = (bio: string) => truncateAtWord(bio, TRUNCATE.participantBio);

/** Spec 2.2 "Participant Cohorts": team members with the participant role and public profiles, per cohort. */
export function ParticipantsSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landingSections');
  const [search, setSearch] = useState('');
  // Kept per cohort year, so switching tabs does not lose where a visitor was (spec 2.2).
  const [expandedYears, setExpandedYears] = useState<Partial<Record<CohortYear, boolean>>>({});
  const toggle = (year: number) => setExpandedYears((current) => ({ ...current, [year]: !(current[year] ?? false) }));

  return (
    <Container size="xl" py="xl">
      <SectionTitle id={headingId} title={t('participants.title')} />
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('participants.searchPlaceholder')}
        aria-label={t('participants.searchLabel')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={420}
        mx="auto"
        mb="md"
        type="search"
      />
      <YearTabs tabsOf={(tabs) => tabs.participants} label={t('participants.yearsLabel')}>
        {(year, { currentYear }) => (
          <Cohort year={year} currentYear={currentYear} search={search} expanded={expandedYears[year] ?? false} onToggle={() => toggle(year)} />
        )}
      </YearTabs>
    </Container>
  );
}

/** The spec's empty texts (2026, 2025, 2024) by where the year stands: the current cohort, a past one, the first. */
const cohortEmptyKey = (year: number, currentYear: number) =>
  year >= currentYear ? 'participants.empty.current' : year === FIRST_EDITION_YEAR ? 'participants.empty.first' : 'participants.empty.past';

interface CohortProps {
  year: CohortYear;
  currentYear: number;
  search: string;
  expanded: boolean;
  onToggle: () => void;
}

function Cohort({ year, currentYear, search, expanded, onToggle }: CohortProps) {
  const { t } = useTranslation('landingSections');
  const isMobile = useIsMobile();
  const team = useTeamMembers();
  const profiles = useParticipantProfiles();
  const cards = useMemo(() => participantCardsFor(year, search, team.data ?? [], profiles.data ?? []), [year, search, team.data, profiles.data]);

  if (team.isPending || profiles.isPending) {
    return (
      <SimpleGrid cols={{ base: 5, sm: 3, lg: 5 }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={isMobile ? 80 : 220} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (team.isError && profiles.isError) return <LoadFailedMessage title={t('common.loadFailed')} />;
  if (cards.length === 0) {
    return <EmptyMessage>{search.trim() ? t('participants.noMatch', { query: search.trim() }) : t(cohortEmptyKey(year, currentYear), { year })}</EmptyMessage>;
  }

  const firstCount = isMobile ? DISPLAY.participantRow * DISPLAY.participantRowsFirstMobile : DISPLAY.participantsFirstDesktop;
  const shown = expanded ? cards : cards.slice(0, firstCount);
  const hidden = cards.length - firstCount;
  return (
    <>
      {isMobile ? <MobileCohort cards={shown} /> : <DesktopCohort cards={shown} />}
      {hidden > 0 && (
        <ShowMoreToggle
          expanded={expanded}
          onToggle={onToggle}
          moreLabel={isMobile ? t('participants.discoverMore') : t('participants.showHidden', { count: hidden })}
          lessLabel={t('participants.seeLess')}
        />
      )}
    </>
  );
}

function useCardFields() {
  const { t } = useTranslation('landingSections');
  return (card: ParticipantCard) => ({
    program: card.program ?? (card.fromTeam ? t('participants.programTbd') : undefined),
    university: card.university ?? (card.fromTeam ? t('participants.universityTbd') : undefined),
    bio: card.bio && inPageLanguage(card.bio, card.bioEs),
  });
}

function DesktopCohort({ cards }: { cards: ParticipantCard[] }) {
  const { t } = useTranslation('landingSections');
  const fieldsOf = useCardFields();
  return (
    <SimpleGrid cols={{ base: 3, lg: 5 }} spacing="md">
      {cards.map((card) => {
        const { program, university, bio } = fieldsOf(card);
        return (
          <Card key={card.id} withBorder radius="md" padding="sm" component="article">
            <Card.Section>
              <LazyPhoto src={card.photoUrl} alt={t('common.photoOf', { name: card.name })} name={card.name} width={240} height={240} radius={0} fluid />
            </Card.Section>
            <Text component="h3" fw={700} mt="xs" mb={0} size="md">
              {card.name}
            </Text>
            {program && <Text size="sm">{program}</Text>}
            {university && (
              <Text size="sm" c="dimmed">
                {university}
              </Text>
            )}
            {card.countryOfOrigin && (
              <Text size="xs" c="dimmed">
                {t('participants.countryOfOrigin', { country: countryName(card.countryOfOrigin) })}
              </Text>
            )}
            {bio && <ExpandableText text={bio} cut={cutBio} size="xs" />}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** Mobile: rows of 5 cards, each row scrolling sideways, names and universities in full; a tap opens the popup. */
function MobileCohort({ cards }: { cards: ParticipantCard[] }) {
  const { t } = useTranslation('landingSections');
  const fieldsOf = useCardFields();
  const [open, setOpen] = useState<ParticipantCard | null>(null);
  const openFields = open ? fieldsOf(open) : null;
  return (
    <>
      {chunk(cards, DISPLAY.participantRow).map((row) => (
        <ScrollArea key={row.map((c) => c.id).join()} type="auto" offsetScrollbars mb="xs">
          <Group wrap="nowrap" gap="xs" align="flex-start">
            {row.map((card) => (
              <UnstyledButton key={card.id} className={classes.mobileCard} onClick={() => setOpen(card)} aria-haspopup="dialog">
                <Stack gap={2} align="center" ta="center">
                  <LazyPhoto src={card.photoUrl} alt="" name={card.name} width={64} height={64} radius="50%" />
                  <Text size="xs" fw={700} className={classes.mobileCardText}>
                    {card.name}
                  </Text>
                  <Text size="xs" c="dimmed" className={classes.mobileCardText}>
                    {fieldsOf(card).university}
                  </Text>
                </Stack>
              </UnstyledButton>
            ))}
          </Group>
        </ScrollArea>
      ))}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.name ?? ''} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        {open && openFields && (
          <Stack gap="xs" align="center" ta="center">
            <LazyPhoto src={open.photoUrl} alt={t('common.photoOf', { name: open.name })} name={open.name} width={200} height={250} />
            {openFields.program && <Text fw={600}>{openFields.program}</Text>}
            {openFields.university && <Text c="dimmed">{openFields.university}</Text>}
            {open.countryOfOrigin && <Text size="sm">{t('participants.countryOfOrigin', { country: countryName(open.countryOfOrigin) })}</Text>}
            {openFields.bio && (
              <Text size="sm" ta="left" style={{ whiteSpace: 'pre-line' }}>
                {openFields.bio}
              </Text>
            )}
            <SocialLinks name={open.name} links={open.socials} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
