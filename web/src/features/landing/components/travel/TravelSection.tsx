import { Accordion, ActionIcon, Card, Container, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingBank, IconCopy, IconHotelService, IconLanguage, IconPlaneArrival } from '@tabler/icons-react';
import {
  DEFAULT_TRAVEL_RESOURCES,
  faqFallback,
  type EmbassyResource,
  type HotelResource,
  type PhraseResource,
  type RecommendationResource,
  type TravelResource,
} from '@trek/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast';
import { useEdition } from '../../../edition/queries/edition-queries';
import { byOrder } from '../../content/display';
import { inPageLanguage } from '../../../../i18n/in-page-language';
import { useFaqs, useTravelResources } from '../../queries/public-content-queries';
import type { LandingSectionProps } from '../../sections';
import { SectionTitle } from '../shared/SectionTitle';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../shared/tooltip-delays';
import classes from './TravelSection.module.css';

/** The anchor of the FAQ part of this section (spec 2.2). */
export const FAQ_ANCHOR = 'faqs';

const ofType =
  <T extends TravelResource['type']>(type: T) =>
  (resource: TravelResource): resource is Extract<TravelResource, { type: T }> =>
    resource.type === type;

/** Spec 2.2 "Travel Considerations & FAQ". Without content from the organizers, built-in defaults show (spec 7), with the edition's dates. */
export function TravelSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landingSections');
  const resourcesQuery = useTravelResources();
  const faqsQuery = useFaqs();
  // The built-in FAQs name the edition's dates, so they wait for the edition settings.
  const edition = useEdition().data;
  const resources = [...(resourcesQuery.data?.length ? resourcesQuery.data : DEFAULT_TRAVEL_RESOURCES)].sort(byOrder);
  const faqs = [...(faqsQuery.data?.length ? faqsQuery.data : edition ? faqFallback(edition) : [])].sort(byOrder);

  return (
    <Container size="xl" py="xl">
      <SectionTitle id={headingId} title={t('travel.title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ResourceCard icon={<IconHotelService aria-hidden />} title={t('travel.hotels')}>
          {resources.filter(ofType('hotel')).map((hotel) => (
            <Hotel key={hotel.id} hotel={hotel} />
          ))}
        </ResourceCard>
        <ResourceCard icon={<IconBuildingBank aria-hidden />} title={t('travel.embassy')}>
          {resources.filter(ofType('embassy')).map((embassy) => (
            <Embassy key={embassy.id} embassy={embassy} />
          ))}
        </ResourceCard>
        <ResourceCard icon={<IconPlaneArrival aria-hidden />} title={t('travel.earlyArrival')}>
          {resources.filter(ofType('recommendation')).map((recommendation) => (
            <Recommendation key={recommendation.id} recommendation={recommendation} />
          ))}
        </ResourceCard>
        <ResourceCard icon={<IconLanguage aria-hidden />} title={t('travel.phrases')}>
          <Tooltip.Group openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
            {resources.filter(ofType('phrase')).map((phrase) => (
              <Phrase key={phrase.id} phrase={phrase} />
            ))}
          </Tooltip.Group>
        </ResourceCard>
      </SimpleGrid>

      <div id={FAQ_ANCHOR} className={classes.faqs}>
        <Title order={3} ta="center" mb="md">
          {t('travel.faqTitle')}
        </Title>
        {/* One item open at a time; the open one closes again on a second click. */}
        <Accordion variant="separated" radius="md" maw={860} mx="auto">
          {faqs.map((faq) => (
            <Accordion.Item key={faq.id} value={faq.id}>
              <Accordion.Control>{inPageLanguage(faq.question, faq.es?.question)}</Accordion.Control>
              <Accordion.Panel>
                <Text style={{ whiteSpace: 'pre-line' }}>{inPageLanguage(faq.answer, faq.es?.answer)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </div>
    </Container>
  );
}

function ResourceCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group gap="xs" mb="sm" c="terracotta.7">
        {icon}
        <Title order={3} size="h4">
          {title}
        </Title>
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

function Hotel({ hotel }: { hotel: HotelResource }) {
  const { t } = useTranslation('landingSections');
  return (
    <div>
      <Text fw={600}>{inPageLanguage(hotel.title, hotel.es?.title)}</Text>
      <Text size="sm">{inPageLanguage(hotel.content.address, hotel.es?.address)}</Text>
      {hotel.content.phone && <Text size="sm" c="dimmed">{t('travel.phone', { phone: hotel.content.phone })}</Text>}
    </div>
  );
}

function Embassy({ embassy }: { embassy: EmbassyResource }) {
  const { t } = useTranslation('landingSections');
  return (
    <div>
      <Text fw={600}>{inPageLanguage(embassy.title, embassy.es?.title)}</Text>
      <Text size="sm">{inPageLanguage(embassy.content.address, embassy.es?.address)}</Text>
      {embassy.content.phone && <Text size="sm" c="dimmed">{t('travel.phone', { phone: embassy.content.phone })}</Text>}
      {embassy.content.email && <Text size="sm" c="dimmed">{t('travel.email', { email: embassy.content.email })}</Text>}
    </div>
  );
}

function Recommendation({ recommendation }: { recommendation: RecommendationResource }) {
  return (
    <div>
      <Text fw={600}>{inPageLanguage(recommendation.title, recommendation.es?.title)}</Text>
      <Text size="sm">{inPageLanguage(recommendation.content.description, recommendation.es?.description)}</Text>
    </div>
  );
}

function Phrase({ phrase }: { phrase: PhraseResource }) {
  const { t } = useTranslation('landingSections');
  const label = t('travel.copyPhrase', { phrase: phrase.content.spanish });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(phrase.content.spanish);
      showToast({ title: t('travel.copied'), message: t('travel.copiedMessage'), tone: 'success' });
    } catch {
      showToast({ title: t('travel.copyError'), message: t('travel.copyErrorMessage'), tone: 'error' });
    }
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div>
        <Text fw={600} lang="es">
          {phrase.content.spanish}
        </Text>
        <Text size="sm" c="dimmed">
          {phrase.content.english}
        </Text>
      </div>
      <Tooltip label={label}>
        <ActionIcon variant="light" onClick={() => void copy()} aria-label={label}>
          <IconCopy size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
