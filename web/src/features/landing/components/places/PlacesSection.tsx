import { Card, Chip, Container, Group, Modal, ScrollArea, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { PLACE_FILTERS, placeMatchesFilter, type Place, type PlaceFilter } from '@trek/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { byOrder, chunk, DISPLAY, TRUNCATE, truncate } from '../../content/display';
import { usePlaces } from '../../queries/public-content-queries';
import type { LandingSectionProps } from '../../sections';
import { useIsMobile } from '../../use-is-mobile';
import { inPageLanguage } from '../../../../i18n/in-page-language';
import { ResponsiveImage } from '../../../../components/ResponsiveImage';
import { LazyPhoto } from '../shared/LazyPhoto';
import { SectionTitle } from '../shared/SectionTitle';
import { EmptyMessage, LoadFailedMessage } from '../shared/SectionStatus';
import { ShowMoreToggle } from '../shared/ShowMoreToggle';
import classes from './PlacesSection.module.css';

/** Spec 2.2 places gallery: filter chips, cards, a lightbox for the photo. */
export function PlacesSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landingSections');
  const isMobile = useIsMobile();
  const places = usePlaces();
  const [filter, setFilter] = useState<PlaceFilter>('All');
  const [expanded, setExpanded] = useState(false);
  const [viewing, setViewing] = useState<Place | null>(null);
  const matching = useMemo(() => (places.data ?? []).filter((p) => placeMatchesFilter(p, filter)).sort(byOrder), [places.data, filter]);

  const chooseFilter = (next: string) => {
    const chosen = PLACE_FILTERS.find((f) => f === next);
    if (!chosen) return;
    setFilter(chosen);
    // A new filter starts collapsed again (spec 2.2).
    setExpanded(false);
  };

  let body;
  if (places.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (places.isError) body = <LoadFailedMessage title={t('common.loadFailed')} />;
  else if (matching.length === 0) {
    body = <EmptyMessage>{filter === 'All' ? t('places.emptyAll') : t('places.emptyCategory', { category: t(`places.filters.${filter}`) })}</EmptyMessage>;
  } else if (isMobile) {
    // Mobile: the results in chunks of 5, each a horizontally scrolling row; four rows first.
    const rows = chunk(matching, DISPLAY.placesChunk);
    const shownRows = expanded ? rows : rows.slice(0, DISPLAY.placeRowsFirstMobile);
    body = (
      <>
        {shownRows.map((row) => (
          <ScrollArea key={row.map((p) => p.id).join()} type="auto" offsetScrollbars mb="sm">
            <Group wrap="nowrap" gap="sm" align="stretch">
              {row.map((place) => (
                <div key={place.id} className={classes.mobileCard}>
                  <PlaceCard place={place} onOpen={setViewing} />
                </div>
              ))}
            </Group>
          </ScrollArea>
        ))}
        {rows.length > DISPLAY.placeRowsFirstMobile && (
          <ShowMoreToggle expanded={expanded} onToggle={() => setExpanded((o) => !o)} moreLabel={t('places.moreMobile')} lessLabel={t('places.lessMobile')} />
        )}
      </>
    );
  } else {
    const shown = expanded ? matching : matching.slice(0, DISPLAY.placesFirstDesktop);
    const hidden = matching.length - DISPLAY.placesFirstDesktop;
    body = (
      <>
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="lg">
          {shown.map((place) => (
            <PlaceCard key={place.id} place={place} onOpen={setViewing} />
          ))}
        </SimpleGrid>
        {hidden > 0 && (
          <ShowMoreToggle
            expanded={expanded}
            onToggle={() => setExpanded((o) => !o)}
            moreLabel={t('places.moreDesktop', { count: hidden })}
            lessLabel={t('places.lessDesktop', { count: hidden })}
          />
        )}
      </>
    );
  }

  return (
    <Container size="xl" py="xl">
      <SectionTitle id={headingId} title={t('places.title')} />
      <Chip.Group multiple={false} value={filter} onChange={chooseFilter}>
        <Group justify="center" gap="xs" mb="lg" role="group" aria-label={t('places.filtersLabel')}>
          {PLACE_FILTERS.map((f) => (
            <Chip key={f} value={f} variant="outline">
              {t(`places.filters.${f}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {body}
      <PlaceLightbox place={viewing} onClose={() => setViewing(null)} />
    </Container>
  );
}

/** One card per column: the whole width on phones, half on tablets, a third of the container beyond. */
const CARD_SIZES = '(max-width: 48em) 100vw, (max-width: 75em) 50vw, 400px';

function PlaceCard({ place, onOpen }: { place: Place; onOpen: (place: Place) => void }) {
  const { t } = useTranslation('landingSections');
  const name = inPageLanguage(place.name, place.es?.name);
  const description = inPageLanguage(place.description ?? '', place.es?.description);
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article">
      <Card.Section>
        {place.photoUrl ? (
          <UnstyledButton onClick={() => onOpen(place)} aria-label={t('places.openPhoto', { name })} w="100%" display="block">
            <LazyPhoto src={place.photoUrl} alt="" name={name} width={400} height={250} radius={0} fluid sizes={CARD_SIZES} />
          </UnstyledButton>
        ) : (
          <LazyPhoto alt="" name={name} width={400} height={250} radius={0} fluid />
        )}
      </Card.Section>
      <Text fw={700} mt="sm">
        {name}
      </Text>
      {description && (
        <Text size="sm" c="dimmed">
          {truncate(description, TRUNCATE.placeDescription)}
        </Text>
      )}
    </Card>
  );
}

/** The photo at full size. Escape, a click anywhere or the close button closes it; the page does not scroll meanwhile. */
function PlaceLightbox({ place, onClose }: { place: Place | null; onClose: () => void }) {
  const { t } = useTranslation('landingSections');
  const name = place ? inPageLanguage(place.name, place.es?.name) : '';
  return (
    <Modal
      opened={place !== null}
      onClose={onClose}
      size="auto"
      centered
      lockScroll
      closeOnEscape
      closeOnClickOutside
      title={place ? t('places.viewer', { name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {place?.photoUrl && (
        <UnstyledButton onClick={onClose} aria-label={t('places.viewerHint')} display="block">
          {/* Its natural size within the viewport (the class caps it); the URL's size keeps the box's ratio. */}
          <ResponsiveImage
            src={place.photoUrl}
            alt={name}
            sizes="min(90vw, 1200px)"
            fit="contain"
            priority
            className={classes.lightboxImage}
            style={{ width: 'auto', height: 'auto' }}
          />
        </UnstyledButton>
      )}
    </Modal>
  );
}
