import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterField, type FiltersProps } from '../../components/FilterBar';
import { EMPTY_FEEDBACK_FILTERS, type FeedbackFilterValues } from '../queries/feedback-queries';

const SELECT_SPAN = { base: 12, sm: 6, md: 3 } as const;

export function FeedbackFilters({ value, onChange }: FiltersProps<FeedbackFilterValues>) {
  const { t } = useTranslation('adminAnnouncements');
  const fields: FilterField<keyof FeedbackFilterValues>[] = [
    { kind: 'search', name: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder'), span: { base: 12, md: 6 } },
    {
      kind: 'select',
      name: 'status',
      label: t('filters.status'),
      options: FEEDBACK_STATUSES.map((status) => ({ value: status, label: t(`feedback.status.${status}`) })),
      span: SELECT_SPAN,
    },
    {
      kind: 'select',
      name: 'category',
      label: t('filters.category'),
      options: FEEDBACK_CATEGORIES.map((category) => ({ value: category, label: t(`feedback.category.${category}`) })),
      span: SELECT_SPAN,
    },
  ];

  return <FilterBar namespace="adminAnnouncements" fields={fields} value={value} empty={EMPTY_FEEDBACK_FILTERS} onChange={onChange} />;
}
