import { Select } from '@mantine/core';
import { editionYears } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditionYear } from '../../edition/queries/edition-queries';

export interface EditionYearSelectProps {
  /** The edition shown; null: the current one. */
  value: number | null;
  onChange: (year: number | null) => void;
}

/**
 * Which edition an organizer list shows: the current one by default, a past one when chosen
 * (`?year=`). Until the current edition is known the field shows disabled, holding its place so
 * the list below does not move when it arrives.
 */
export function EditionYearSelect({ value, onChange }: EditionYearSelectProps) {
  const { t } = useTranslation('admin');
  const current = useEditionYear();
  return (
    <Select<string>
      label={t('editionFilter.label')}
      data={current === undefined ? [] : editionYears(current).map((year) => ({ value: String(year), label: year === current ? t('editionFilter.current', { year }) : String(year) }))}
      value={current === undefined ? null : String(value ?? current)}
      disabled={current === undefined}
      onChange={(next) => onChange(next === null || Number(next) === current ? null : Number(next))}
      allowDeselect={false}
      w={200}
    />
  );
}

/** The edition an organizer list shows, as state and as its query parameter (left out for the current edition). */
export function useEditionYearFilter() {
  const [year, setYear] = useState<number | null>(null);
  return { year, setYear, yearParam: year === null ? {} : { year } };
}
