import { DAY0_DECISIONS, DAY2_PREFERENCES, LOGISTICS_STATUSES, ROOMMATE_PREFERENCES, SCHOOL_AFFILIATIONS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterField, type FiltersProps } from '../../components/FilterBar';
import { EMPTY_LOGISTICS_FILTERS, type LogisticsFilterValues } from '../queries/logistics-queries';

const SELECT_SPAN = { base: 12, sm: 6, md: 3 } as const;

export function LogisticsFilters({ value, onChange }: FiltersProps<LogisticsFilterValues>) {
  const { t } = useTranslation('adminLogistics');
  const fields: FilterField<keyof LogisticsFilterValues>[] = [
    { kind: 'search', name: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder'), span: { base: 12, md: 5 } },
    { kind: 'text', name: 'dietary', label: t('filters.dietary'), placeholder: t('filters.dietaryPlaceholder'), span: { base: 12, sm: 6, md: 4 } },
    {
      kind: 'select',
      name: 'status',
      label: t('filters.status'),
      options: LOGISTICS_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      span: SELECT_SPAN,
    },
    {
      kind: 'select',
      name: 'roommatePreference',
      label: t('filters.roommatePreference'),
      options: ROOMMATE_PREFERENCES.map((choice) => ({ value: choice, label: t(`roommatePreference.${choice}`) })),
      span: SELECT_SPAN,
    },
    {
      kind: 'select',
      name: 'day0Decision',
      label: t('filters.day0Decision'),
      options: DAY0_DECISIONS.map((choice) => ({ value: choice, label: t(`day0Decision.${choice}`) })),
      span: SELECT_SPAN,
    },
    {
      kind: 'select',
      name: 'day2Preference',
      label: t('filters.day2Preference'),
      options: DAY2_PREFERENCES.map((choice) => ({ value: choice, label: t(`day2Preference.${choice}`) })),
      span: SELECT_SPAN,
    },
    {
      kind: 'select',
      name: 'school',
      label: t('filters.school'),
      options: SCHOOL_AFFILIATIONS.map((school) => ({ value: school, label: t(`school.${school}`) })),
      span: SELECT_SPAN,
    },
  ];

  return <FilterBar namespace="adminLogistics" fields={fields} value={value} empty={EMPTY_LOGISTICS_FILTERS} onChange={onChange} />;
}
