import { SegmentedControl } from '@mantine/core';
import { COHORT_YEARS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

/** The edition years, newest first, as the landing page's year tabs. */
export function YearSwitch({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  const { t } = useTranslation('adminContent');
  return (
    <SegmentedControl
      aria-label={t('year')}
      value={String(value)}
      onChange={(year) => onChange(Number(year))}
      data={[...COHORT_YEARS].reverse().map((year) => ({ value: String(year), label: String(year) }))}
      w="fit-content"
    />
  );
}
