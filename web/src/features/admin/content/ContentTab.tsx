import { Loader, Stack, Tabs, Text } from '@mantine/core';
import {
  faqInputSchema,
  itineraryDayInputSchema,
  placeInputSchema,
  supporterInputSchema,
  teamMemberInputSchema,
  travelResourceInputSchema,
} from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditionYear } from '../../edition/queries/edition-queries';
import { DecisionEmailsEditor } from '../decision-emails/components/DecisionEmailsEditor';
import { CONTENT_SECTIONS, type AdminItem, type ContentSection } from './api/content-api';
import { CollectionManager, type CollectionManagerProps } from './components/CollectionManager';
import { EditionSettingsForm } from './components/EditionSettingsForm';
import { ItineraryActivities, withActivityOrder } from './components/ItineraryActivities';
import { YearSwitch } from './components/YearSwitch';
import {
  faqFields,
  itineraryDayFields,
  placeFields,
  supporterFields,
  teamFields,
  travelResourceFields,
} from './components/section-fields';

type Section = ContentSection | 'edition' | 'decision-emails';
const SECTIONS: readonly Section[] = [...CONTENT_SECTIONS, 'edition', 'decision-emails'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Sub-tabs for every public collection, the edition settings and the decision emails. */
export function ContentTab() {
  const { t } = useTranslation('adminContent');
  const [section, setSection] = useState<Section>('team');
  // The current edition's until another year is picked (the edition settings name it).
  const editionYear = useEditionYear();
  const [pickedYear, setItineraryYear] = useState<number | null>(null);
  // Until the edition settings answer, the current year stands in (the itinerary switch waits for them).
  const currentYear = editionYear ?? new Date().getUTCFullYear();
  const itineraryYear = pickedYear ?? currentYear;

  const managers: Record<ContentSection, Omit<CollectionManagerProps, 'collection' | 'sectionLabel'>> = {
    team: {
      fields: teamFields(t, currentYear),
      schema: teamMemberInputSchema,
      blank: { name: '', role: '', photoUrl: '', socials: {} },
      titleOf: (item) => text(item.name),
      subtitleOf: (item) => text(item.role),
      ordered: true,
    },
    supporters: {
      fields: supporterFields(t),
      schema: supporterInputSchema,
      blank: { name: '', logoUrl: '', website: '' },
      titleOf: (item) => text(item.name),
      subtitleOf: (item) => text(item.website),
      ordered: true,
    },
    'itinerary-days': {
      fields: itineraryDayFields(t),
      schema: itineraryDayInputSchema,
      blank: { year: itineraryYear, title: '', city: '', date: '', dressCode: '', es: { title: '', dressCode: '' }, activities: [] },
      titleOf: (item: AdminItem) => t('dayTitle', { number: item.dayNumber, title: text(item.title) }),
      year: itineraryYear,
      subtitleOf: (item) => `${text(item.city)} · ${text(item.date)}`,
      ordered: false,
      extra: (form) => <ItineraryActivities form={form} />,
      beforeSave: withActivityOrder,
    },
    places: {
      fields: placeFields(t),
      schema: placeInputSchema,
      blank: { name: '', photoUrl: '', description: '', category: '', types: [], es: { name: '', description: '' } },
      titleOf: (item) => text(item.name),
      subtitleOf: (item) => (Array.isArray(item.types) ? item.types.join(', ') : ''),
      ordered: true,
    },
    faqs: {
      fields: faqFields(t),
      schema: faqInputSchema,
      blank: { question: '', answer: '', category: '', es: { question: '', answer: '' } },
      titleOf: (item) => text(item.question),
      subtitleOf: (item) => text(item.answer),
      ordered: true,
      note: (
        <Text size="sm" c="dimmed">
          {t('fallbackNote')}
        </Text>
      ),
    },
    'travel-resources': {
      fields: travelResourceFields(t),
      schema: travelResourceInputSchema,
      blank: { type: 'hotel', title: '', content: {}, es: { title: '', description: '' } },
      titleOf: (item) => text(item.title),
      subtitleOf: (item) => t(`resourceTypes.${item.type as 'hotel'}`),
      ordered: true,
    },
  };

  return (
    <Tabs value={section} onChange={(value) => value && setSection(value as Section)} keepMounted={false}>
      <Tabs.List aria-label={t('contentSections')} mb="md">
        {SECTIONS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`sections.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {CONTENT_SECTIONS.map((name) => (
        <Tabs.Panel key={name} value={name}>
          <Stack gap="md">
            {name === 'itinerary-days' && editionYear !== undefined && <YearSwitch currentYear={editionYear} value={itineraryYear} onChange={setItineraryYear} />}
            {name === 'itinerary-days' && editionYear === undefined ? (
              <Loader size="sm" />
            ) : (
              <CollectionManager
                key={name === 'itinerary-days' ? itineraryYear : name}
                collection={name}
                sectionLabel={t(`sections.${name}`)}
                {...managers[name]}
              />
            )}
          </Stack>
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="edition">
        <EditionSettingsForm />
      </Tabs.Panel>
      <Tabs.Panel value="decision-emails">
        <DecisionEmailsEditor />
      </Tabs.Panel>
    </Tabs>
  );
}
