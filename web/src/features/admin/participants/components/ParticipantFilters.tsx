import { SETUP_ITEMS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterField, type FiltersProps } from '../../components/FilterBar';
import { EMPTY_PARTICIPANT_FILTERS, type ParticipantFilterValues } from '../queries/participants-queries';

const SELECT_SPAN = { base: 12, sm: 6, md: 3 } as const;

export function ParticipantFilters({ value, onChange }: FiltersProps<ParticipantFilterValues>) {
  const { t } = useTranslation('adminParticipants');
  const fields: FilterField<keyof ParticipantFilterValues>[] = [
    { kind: 'search', name: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder'), span: { base: 12, md: 6 } },
    {
      kind: 'select',
      name: 'setup',
      label: t('filters.setup'),
      options: [
        { value: 'complete', label: t('filters.setupComplete') },
        { value: 'incomplete', label: t('filters.setupIncomplete') },
      ],
      span: SELECT_SPAN,
    },
    {
      kind: 'select',
      name: 'missing',
      label: t('filters.missing'),
      options: SETUP_ITEMS.map((item) => ({ value: item, label: t(`setupItems.${item}`) })),
      span: SELECT_SPAN,
    },
  ];

  return <FilterBar namespace="adminParticipants" fields={fields} value={value} empty={EMPTY_PARTICIPANT_FILTERS} onChange={onChange} />;
}
