import { Stack } from '@mantine/core';
import { YEAR_TABS, speakerInputSchema } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectionManager } from '../content/components/CollectionManager';
import { speakerFields } from '../content/components/section-fields';
import { YearSwitch } from '../content/components/YearSwitch';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Speakers by edition year, in the order the landing page shows them. */
export function SpeakersTab() {
  const { t } = useTranslation('adminContent');
  const [year, setYear] = useState<number>(YEAR_TABS.speakers.default);
  return (
    <Stack gap="md">
      <YearSwitch value={year} onChange={setYear} />
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
