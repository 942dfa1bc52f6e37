import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../../lib/page-navigation';
import { paths } from '../../../../config/paths';
import { tripRange } from '../../../edition/edition-dates';
import { useApplicationsClosed } from '../../../edition/queries/edition-queries';
import type { LandingSectionProps } from '../../sections';
import { useSectionLink } from '../../use-section-link';
import { AnimatedCounter } from './AnimatedCounter';
import classes from './HeroSection.module.css';

// Shown only after the deadline, and it alone needs <Trans>'s markup parser: a chunk of its own. A
// server-rendered page keeps the notice's HTML until the chunk arrives.
const ApplicationsClosedNotice = lazy(() => import('./ApplicationsClosedNotice').then((m) => ({ default: m.ApplicationsClosedNotice })));

/** Spec 2.2 / 9: the counters and how long each one counts. */
const heroStats = [
  { key: 'applications', value: 300, suffix: '+', durationMs: 2000 },
  { key: 'selected', value: 75, durationMs: 2000 },
  { key: 'universities', value: 3, durationMs: 1500 },
  { key: 'days', value: 9, durationMs: 1500 },
] as const;

export function HeroSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landingSections');
  const sectionLink = useSectionLink();
  // The edition settings name the year and dates; until they arrive the hero says only "Mexico Trek".
  const { edition, closed } = useApplicationsClosed();
  return (
    <div className={classes.hero}>
      <Container size="lg" py={{ base: 48, sm: 96 }}>
        <Stack gap="lg" align="center" ta="center">
          <Text c="white" fw={600} tt="uppercase" lts={2} size="sm" mih="1.5em">
            {edition ? t('hero.eyebrow', { year: edition.year, dates: tripRange(edition) }) : null}
          </Text>
          <Title order={2} id={headingId} c="white" fz={{ base: 36, sm: 56 }} lh={1.1}>
            {edition ? t('hero.title', { year: edition.year }) : t('hero.titleNoYear')}
          </Title>
          <Text c="white" size="lg" maw={720}>
            {t('hero.subtitle')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl" w="100%" maw={760} my="md" aria-label={t('hero.statsLabel')} role="list">
            {heroStats.map(({ key, ...stat }) => (
              <div role="listitem" key={key}>
                <AnimatedCounter {...stat} label={t(`hero.stats.${key}`)} />
              </div>
            ))}
          </SimpleGrid>
          {edition && closed ? (
            <Suspense fallback={null}>
              <ApplicationsClosedNotice edition={edition} />
            </Suspense>
          ) : null}
          <Group justify="center">
            {closed ? null : (
              <Button component={PageLink} to={paths.apply} size="lg" color="white" variant="white" className={classes.apply}>
                {t('hero.apply')}
              </Button>
            )}
            <Button component={PageLink} {...sectionLink('introduction')} size="lg" variant="outline" className={classes.learnMore}>
              {t('hero.learnMore')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </div>
  );
}
