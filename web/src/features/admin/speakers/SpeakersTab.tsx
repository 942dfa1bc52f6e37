import { Loader, Stack } from '@mantine/core';
import { speakerInputSchema } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditionYear } from '../../edition/queries/edition-queries';
import { CollectionManager } from '../content/components/CollectionManager';
import { speakerFields } from '../content/components/section-fields';
import { YearSwitch } from '../content/components/YearSwitch';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Speakers by edition year, in the order the landing page shows them. */
export function SpeakersTab() {
  const { t } = useTranslation('adminContent');
  // The current edition's speakers (being prepared) until another year is picked.
  const currentYear = useEditionYear();
  const [picked, setYear] = useState<number | null>(null);
  if (currentYear === undefined) return <Loader size="sm" />;
  const year = picked ?? currentYear;
  return (
    <Stack gap="md">
      <YearSwitch currentYear={currentYear} value={year} onChange={setYear} />
      <CollectionManager
        key={year}
        collection="speakers"
        sectionLabel={t('sections.speakers')}
        year={year}
        fields={speakerFields(t)}
        schema={speakerInputSchema}
        blank={{ year, name: '', title: '', organization: '', photoUrl: '', bio: '', tags: [], socials: {} }}
        titleOf={(item) => text(item.name)}
        subtitleOf={(item) => [text(item.title), text(item.organization)].filter(Boolean).join(' · ')}
        ordered
      />
    </Stack>
  );
}
