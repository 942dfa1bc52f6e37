import { Accordion, Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import type { ItineraryDay } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { inPageLanguage } from '../../../../i18n/in-page-language';
import { formatDate } from '../../../../lib/format-date';
import { TripCardSection } from './TripCardSection';

/** A calendar day (YYYY-MM-DD) read at noon, so no time zone moves it to the day before. */
const dayDate = (date: string) => formatDate(`${date}T12:00:00`);

/** The trek day by day: every day listed, its activities one tap away. */
export function ItinerarySection({ days }: { days: ItineraryDay[] }) {
  const { t } = useTranslation('tripCard');
  const sorted = [...days].sort((a, b) => a.dayNumber - b.dayNumber);
  return (
    <TripCardSection id="trip-card-itinerary" icon={IconRoute} title={t('itinerary.title')}>
      {sorted.length === 0 ? (
        <Text size="sm">{t('itinerary.empty')}</Text>
      ) : (
        <Accordion multiple variant="separated" chevronPosition="right">
          {sorted.map((day) => (
            <Accordion.Item key={day.id} value={day.id}>
              <Accordion.Control>
                <Group gap="xs" wrap="nowrap" align="baseline">
                  <Badge variant="light" color="agave" style={{ flexShrink: 0 }}>
                    {t('itinerary.day', { number: day.dayNumber })}
                  </Badge>
                  <div>
                    <Text fw={600} size="sm">
                      {inPageLanguage(day.title, day.es?.title)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {dayDate(day.date)} · {day.city}
                    </Text>
                  </div>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  {day.dressCode && (
                    <Text size="xs" c="dimmed">
                      {t('itinerary.dressCode', { dressCode: inPageLanguage(day.dressCode, day.es?.dressCode) })}
                    </Text>
                  )}
                  <List size="sm" spacing={4}>
                    {[...day.activities]
                      .sort((a, b) => a.order - b.order)
                      .map((activity) => (
                        <List.Item key={`${activity.order}-${activity.title}`}>
                          {activity.time && <Text span fw={600}>{`${activity.time} `}</Text>}
                          {inPageLanguage(activity.title, activity.es?.title)}
                        </List.Item>
                      ))}
                  </List>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </TripCardSection>
  );
}
