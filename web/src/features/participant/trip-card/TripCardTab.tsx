import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TravelResource } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { ItinerarySection } from './components/ItinerarySection';
import { OfflineNote } from './components/OfflineNote';
import { EmbassySection, HotelsSection, PhrasesSection, TipsSection } from './components/ResourceSections';
import { RoommatesSection } from './components/RoommatesSection';
import { YourTripSection } from './components/YourTripSection';
import { useOwnRooms } from './queries/own-rooms-queries';
import { useSavedAtWhenOffline, useTripCard } from './queries/trip-card-queries';

const ofType =
  <T extends TravelResource['type']>(type: T) =>
  (resource: TravelResource): resource is Extract<TravelResource, { type: T }> =>
    resource.type === type;

/**
 * The trip card: the participant's own logistics, the itinerary, hotels, embassy contacts, Spanish
 * phrases and tips on one screen. The service worker keeps its reads on the device, so it also
 * opens offline; then it says so, and since when the device's copy dates.
 */
export function TripCardTab() {
  const { t } = useTranslation('tripCard');
  const { edition, itinerary, resources, logistics } = useTripCard();
  // Read with the card's other reads rather than once the card has rendered its rooms section.
  useOwnRooms();
  const savedAt = useSavedAtWhenOffline();
  const queries = [edition, itinerary, resources, logistics];

  if (edition.isPending || resources.isPending || logistics.isPending || (edition.isSuccess && itinerary.isPending)) {
    return <PageSpinner />;
  }
  const failed = queries.find((query) => query.isError);
  if (!edition.data && !resources.data && !logistics.data && failed?.error) {
    return <LoadErrorAlert title={t('loadFailed')} error={failed.error} retryLabel={t('retry')} onRetry={() => queries.forEach((query) => void query.refetch())} />;
  }

  const all = [...(resources.data ?? [])].sort((a, b) => a.order - b.order);
  const days = itinerary.data ?? [];

  return (
    <Stack gap="lg">
      {savedAt && <OfflineNote savedAt={savedAt} partial={failed !== undefined} />}
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      {logistics.data && <YourTripSection logistics={logistics.data} day0={days.find((day) => day.dayNumber === 0)} />}
      <RoommatesSection />
      {itinerary.data && <ItinerarySection days={days} />}
      {resources.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <HotelsSection hotels={all.filter(ofType('hotel'))} />
            <EmbassySection embassies={all.filter(ofType('embassy'))} />
          </SimpleGrid>
          <PhrasesSection phrases={all.filter(ofType('phrase'))} />
          <TipsSection tips={all.filter(ofType('recommendation'))} />
        </>
      )}
      {failed?.error && !savedAt && (
        <LoadErrorAlert title={t('loadFailed')} error={failed.error} retryLabel={t('retry')} onRetry={() => void failed.refetch()} />
      )}
    </Stack>
  );
}
