import { SegmentedControl } from '@mantine/core';
import { editionYears } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

/** The edition years, newest first (the current edition back to the first), as the landing page's year tabs. */
export function YearSwitch({ currentYear, value, onChange }: { currentYear: number; value: number; onChange: (year: number) => void }) {
  const { t } = useTranslation('adminContent');
  return (
    <SegmentedControl
      aria-label={t('year')}
      value={String(value)}
      onChange={(year) => onChange(Number(year))}
      data={editionYears(currentYear).map((year) => ({ value: String(year), label: String(year) }))}
      w="fit-content"
    />
  );
}
