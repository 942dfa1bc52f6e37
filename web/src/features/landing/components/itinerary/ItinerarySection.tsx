import { Badge, Button, Card, Collapse, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconDownload } from '@tabler/icons-react';
import { publicItineraryFeedPath, webcalUrl, type CohortYear, type ItineraryActivity, type ItineraryDay } from '@trek/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inPageLanguage } from '../../../../i18n/in-page-language';
import { currentLanguage } from '../../../../i18n/language';
import { useHydrated } from '../../../../lib/use-hydrated';
import { longDate } from '../../../edition/edition-dates';
import { byOrder, DISPLAY } from '../../content/display';
import { useItineraryDays } from '../../queries/public-content-queries';
import type { LandingSectionProps } from '../../sections';
import { useIsMobile } from '../../use-is-mobile';
import { SectionTitle } from '../shared/SectionTitle';
import { EmptyMessage, LoadFailedMessage } from '../shared/SectionStatus';
import { ShowMoreToggle } from '../shared/ShowMoreToggle';
import { YearTabs } from '../shared/YearTabs';

/** Spec 2.2 itinerary: one tab per year, day cards with their activities. */
export function ItinerarySection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landingSections');
  return (
    <Container size="xl" py="xl">
      <SectionTitle id={headingId} title={t('itinerary.title')} />
      <YearTabs tabsOf={(tabs) => tabs.itinerary} label={t('itinerary.yearsLabel')}>
        {(year) => <ItineraryYear year={year} />}
      </YearTabs>
    </Container>
  );
}

function ItineraryYear({ year }: { year: CohortYear }) {
  const { t } = useTranslation('landingSections');
  const isMobile = useIsMobile();
  const itinerary = useItineraryDays(year);
  const [expanded, setExpanded] = useState(false);
  // The server filters by year too; the client keeps only that year in case it does not (spec 7).
  const days = useMemo(() => (itinerary.data ?? []).filter((d) => d.year === year).sort((a, b) => a.dayNumber - b.dayNumber), [itinerary.data, year]);

  if (itinerary.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Skeleton height={200} radius="md" />
        <Skeleton height={200} radius="md" />
      </SimpleGrid>
    );
  }
  if (itinerary.isError) {
    return <LoadFailedMessage title={t('itinerary.errorTitle')}>{t('itinerary.errorAdvice')}</LoadFailedMessage>;
  }
  if (days.length === 0) return <EmptyMessage>{t('itinerary.empty', { year })}</EmptyMessage>;

  const firstCount = isMobile ? DISPLAY.itineraryDaysFirstMobile : DISPLAY.itineraryDaysFirstDesktop;
  const shown = expanded ? days : days.slice(0, firstCount);
  const hidden = days.length - firstCount;
  return (
    <>
      <CalendarLinks year={year} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {shown.map((day) => (
          <DayCard key={day.id} day={day} />
        ))}
      </SimpleGrid>
      {hidden > 0 && (
        <ShowMoreToggle
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          moreLabel={t('itinerary.showMoreDays', { count: hidden })}
          lessLabel={t('itinerary.showFewerDays')}
        />
      )}
    </>
  );
}

/**
 * The year's itinerary as a calendar feed: subscribed (webcal:, so changes arrive) or downloaded
 * once. The webcal address needs the page's origin, which the server does not know: it renders
 * the https path, and the browser switches to webcal once hydrated. A Spanish page links the
 * Spanish feed.
 */
function CalendarLinks({ year }: { year: CohortYear }) {
  const { t } = useTranslation('landingSections');
  const path = publicItineraryFeedPath(year, currentLanguage());
  const subscribeHref = useHydrated() ? webcalUrl(new URL(path, window.location.origin).href) : path;
  return (
    <Group justify="flex-end" gap="xs" mb="sm" role="group" aria-label={t('itinerary.calendarLabel', { year })}>
      <Button component="a" href={subscribeHref} variant="subtle" size="compact-sm" leftSection={<IconCalendarPlus size={16} aria-hidden />}>
        {t('itinerary.subscribeCalendar')}
      </Button>
      <Button component="a" href={path} download={`mexico-trek-${year}-itinerary.ics`} variant="subtle" size="compact-sm" leftSection={<IconDownload size={16} aria-hidden />}>
        {t('itinerary.downloadCalendar')}
      </Button>
    </Group>
  );
}

function DayCard({ day }: { day: ItineraryDay }) {
  const { t } = useTranslation('landingSections');
  const [open, setOpen] = useState(false);
  const dressCode = day.dressCode && inPageLanguage(day.dressCode, day.es?.dressCode);
  const [first, ...rest] = [...day.activities].sort(byOrder);
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={3} size="h4">
            {t('itinerary.dayHeading', { dayNumber: day.dayNumber, city: day.city })}
          </Title>
          <Text size="sm" c="dimmed">
            {longDate(day.date)}
          </Text>
        </div>
        {/* Never squeezed by a long date (Spanish dates are longer): the heading wraps instead. */}
        <Badge variant="filled" color="agave.7" size="lg" style={{ flexShrink: 0 }}>
          {t('itinerary.dayBadge', { dayNumber: day.dayNumber })}
        </Badge>
      </Group>
      <Text fw={600} mt="sm">
        {inPageLanguage(day.title, day.es?.title)}
      </Text>
      {dressCode && (
        <Text size="sm" c="dimmed">
          {t('itinerary.dressCode', { dressCode })}
        </Text>
      )}
      {first && (
        <Stack gap="xs" mt="md">
          <Activity activity={first} />
          <Collapse expanded={open}>
            <Stack gap="xs">
              {rest.map((activity) => (
                <Activity key={`${activity.order}-${activity.title}`} activity={activity} />
              ))}
            </Stack>
          </Collapse>
          {rest.length > 0 && (
            <Button variant="subtle" size="compact-sm" px={0} onClick={() => setOpen((o) => !o)} aria-expanded={open} style={{ alignSelf: 'flex-start' }}>
              {open ? t('itinerary.seeLessActivities') : t('itinerary.seeMoreActivities', { count: rest.length })}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}

function Activity({ activity }: { activity: ItineraryActivity }) {
  const description = inPageLanguage(activity.description ?? '', activity.es?.description);
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      {activity.time && (
        <Text size="sm" fw={700} c="terracotta.7" miw={72}>
          {activity.time}
        </Text>
      )}
      <div>
        <Text size="sm" fw={600}>
          {inPageLanguage(activity.title, activity.es?.title)}
        </Text>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
    </Group>
  );
}
