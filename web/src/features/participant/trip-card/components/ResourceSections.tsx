import { Anchor, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconBuildingBank, IconBulb, IconHotelService, IconLanguage } from '@tabler/icons-react';
import type { EmbassyResource, HotelResource, PhraseResource, RecommendationResource } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { inPageLanguage } from '../../../../i18n/in-page-language';
import { TripCardSection } from './TripCardSection';

/** Sample contacts (placeholders until organizers enter the real ones) must never look real on the trip. */
const realOnly = <T extends { sample?: boolean | undefined }>(resources: T[]) => resources.filter((resource) => !resource.sample);

/** Phone numbers are links, so a tap calls: the point of having them on the phone. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Contact({ title, address, phone, email }: { title: string; address: string; phone?: string | undefined; email?: string | undefined }) {
  const { t } = useTranslation('tripCard');
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">
        <Text span c="dimmed">{`${t('contact.address')}: `}</Text>
        {address}
      </Text>
      {phone && (
        <Text size="sm">
          <Text span c="dimmed">{`${t('contact.phone')}: `}</Text>
          <Anchor href={telHref(phone)}>{phone}</Anchor>
        </Text>
      )}
      {email && (
        <Text size="sm">
          <Text span c="dimmed">{`${t('contact.email')}: `}</Text>
          <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </Text>
      )}
    </Stack>
  );
}

export function HotelsSection({ hotels: listed }: { hotels: HotelResource[] }) {
  const { t } = useTranslation('tripCard');
  const hotels = realOnly(listed);
  return (
    <TripCardSection id="trip-card-hotels" icon={IconHotelService} title={t('hotels.title')}>
      {hotels.length === 0 ? <Text size="sm">{t('hotels.empty')}</Text> : hotels.map((hotel) => <Contact key={hotel.id} {...hotel.content} title={inPageLanguage(hotel.title, hotel.es?.title)} address={inPageLanguage(hotel.content.address, hotel.es?.address)} />)}
    </TripCardSection>
  );
}

export function EmbassySection({ embassies: listed }: { embassies: EmbassyResource[] }) {
  const { t } = useTranslation('tripCard');
  const embassies = realOnly(listed);
  return (
    <TripCardSection id="trip-card-embassy" icon={IconBuildingBank} title={t('embassy.title')}>
      {embassies.length === 0 ? (
        <Text size="sm">{t('embassy.empty')}</Text>
      ) : (
        embassies.map((embassy) => <Contact key={embassy.id} {...embassy.content} title={inPageLanguage(embassy.title, embassy.es?.title)} address={inPageLanguage(embassy.content.address, embassy.es?.address)} />)
      )}
    </TripCardSection>
  );
}

export function PhrasesSection({ phrases }: { phrases: PhraseResource[] }) {
  const { t } = useTranslation('tripCard');
  return (
    <TripCardSection id="trip-card-phrases" icon={IconLanguage} title={t('phrases.title')}>
      {phrases.length === 0 ? (
        <Text size="sm">{t('phrases.empty')}</Text>
      ) : (
        <Table verticalSpacing={6} fz="sm">
          <Table.Tbody>
            {phrases.map((phrase) => (
              <Table.Tr key={phrase.id}>
                <Table.Td fw={600} lang="es">
                  {phrase.content.spanish}
                </Table.Td>
                <Table.Td c="dimmed">{phrase.content.english}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </TripCardSection>
  );
}

export function TipsSection({ tips }: { tips: RecommendationResource[] }) {
  const { t } = useTranslation('tripCard');
  if (tips.length === 0) return null;
  return (
    <TripCardSection id="trip-card-tips" icon={IconBulb} title={t('tips.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {tips.map((tip) => (
          <Stack key={tip.id} gap={2}>
            <Text fw={600} size="sm">
              {inPageLanguage(tip.title, tip.es?.title)}
            </Text>
            <Text size="sm">{inPageLanguage(tip.content.description, tip.es?.description)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </TripCardSection>
  );
}
