import { Alert, SimpleGrid, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { DIETARY_NONE, type Flight, type ItineraryDay, type TripCardLogistics } from '@trek/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flightSummaryValues } from '../../../../lib/flight-format';
import { formatDate } from '../../../../lib/format-date';
import { TripCardSection } from './TripCardSection';

export interface YourTripSectionProps {
  logistics: TripCardLogistics;
  /** The itinerary's Day 0, when organizers publish one: its date and city go with the decision. */
  day0: ItineraryDay | undefined;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** The participant's own logistics, the parts useful on the road (the card's read holds no passport data). */
export function YourTripSection({ logistics, day0 }: YourTripSectionProps) {
  const { t } = useTranslation('tripCard');
  const notGiven = t('you.notGiven');
  const decision = logistics.day0Decision ? t(`you.day0Decision.${logistics.day0Decision}`) : notGiven;
  const dietary = logistics.dietaryPreferences?.map((item) => (item === DIETARY_NONE ? t('you.dietaryNone') : item)).join(', ');
  const roommate =
    logistics.roommatePreference && t(`you.roommatePreference.${logistics.roommatePreference}`, { name: logistics.roommateNameOrNA ?? '' });
  // A structured flight reads in the airport's local time; else the free text given before, if any.
  const flight = (structured: Flight | null | undefined, freeText: string | undefined) => (structured ? t('flightSummary', flightSummaryValues(structured)) : freeText || notGiven);
  const shownFields = ['preferredName', 'legalName', 'phoneMexico', 'arrivalFlight', 'departureFlight', 'inboundFlight', 'outboundFlight', 'day0Decision', 'day2Preference', 'roommatePreference'] as const;
  const hasAny = shownFields.some((field) => Boolean(logistics[field])) || Boolean(logistics.dietaryPreferences?.length);

  return (
    <TripCardSection id="trip-card-you" icon={IconUser} title={t('you.title')} gap="md">
      {!hasAny ? (
        <Text size="sm">{t('you.noLogistics')}</Text>
      ) : (
        <>
          {logistics.status !== 'SUBMITTED' && (
            <Alert color="gray" p="xs">
              <Text size="sm">{t('you.draft')}</Text>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <Fact label={t('you.name')}>{logistics.preferredName ?? logistics.legalName ?? notGiven}</Fact>
            <Fact label={t('you.phone')}>{logistics.phoneMexico || notGiven}</Fact>
            <Fact label={t('you.flight.arrival')}>{flight(logistics.inboundFlight, logistics.arrivalFlight)}</Fact>
            <Fact label={t('you.flight.departure')}>{flight(logistics.outboundFlight, logistics.departureFlight)}</Fact>
            <Fact label={t('you.day0')}>
              {day0 && logistics.day0Decision === 'JOIN' ? t('you.day0On', { decision, date: formatDate(`${day0.date}T12:00:00`), city: day0.city }) : decision}
            </Fact>
            <Fact label={t('you.day2')}>{logistics.day2Preference ? t(`you.day2Preference.${logistics.day2Preference}`) : notGiven}</Fact>
            <Fact label={t('you.roommate')}>{roommate || notGiven}</Fact>
            <Fact label={t('you.dietary')}>{dietary || notGiven}</Fact>
          </SimpleGrid>
        </>
      )}
    </TripCardSection>
  );
}
