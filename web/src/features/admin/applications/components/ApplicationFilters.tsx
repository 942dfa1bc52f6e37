import { APPLICATION_SORTS, APPLICATION_STATUSES, COMMITMENTS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterField, type FiltersProps } from '../../components/FilterBar';
import { EMPTY_FILTERS, type ApplicationFilterValues } from '../queries/applications-queries';

const NARROW_SPAN = { base: 12, sm: 6, md: 2 } as const;
const REVIEW_SPAN = { base: 6, sm: 4, md: 2 } as const;

const options = (values: readonly number[]) => values.map((value) => ({ value: String(value), label: String(value) }));

/** Who applied and how they answered, then the reviews: the order, score, count and disagreement, and "not reviewed by me". */
export function ApplicationFilters({ value, onChange }: FiltersProps<ApplicationFilterValues>) {
  const { t } = useTranslation('adminApplications');
  const { t: ta } = useTranslation('adminAdmissions');
  const fields: FilterField<keyof ApplicationFilterValues>[] = [
    { kind: 'search', name: 'search', label: t('filters.search'), placeholder: t('filters.searchPlaceholder'), span: { base: 12, md: 4 } },
    {
      kind: 'select',
      name: 'status',
      label: t('filters.status'),
      options: APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      span: NARROW_SPAN,
    },
    { kind: 'text', name: 'affiliation', label: t('filters.affiliation'), placeholder: t('filters.affiliationPlaceholder'), span: NARROW_SPAN },
    {
      kind: 'select',
      name: 'commitment',
      label: t('filters.commitment'),
      options: COMMITMENTS.map((commitment) => ({ value: commitment, label: t(`commitment.${commitment}`) })),
      span: NARROW_SPAN,
    },
    {
      kind: 'select',
      name: 'passportValid',
      label: t('filters.passportValid'),
      options: [
        { value: 'YES', label: t('yesNo.YES') },
        { value: 'NO', label: t('yesNo.NO') },
      ],
      span: NARROW_SPAN,
    },
    {
      kind: 'select',
      name: 'sort',
      label: ta('filters.sort'),
      blankLabel: ta('sort.newest'),
      options: APPLICATION_SORTS.filter((sort) => sort !== 'newest').map((sort) => ({ value: sort, label: ta(`sort.${sort}`) })),
      span: { base: 12, sm: 6, md: 3 },
    },
    { kind: 'select', name: 'minMean', label: ta('filters.minMean'), options: options([2, 3, 4, 4.5]), span: REVIEW_SPAN },
    { kind: 'select', name: 'maxReviews', label: ta('filters.maxReviews'), options: options([0, 1, 2, 3]), span: REVIEW_SPAN },
    { kind: 'select', name: 'minSpread', label: ta('filters.minSpread'), options: options([1, 2, 3]), span: REVIEW_SPAN },
    { kind: 'checkbox', name: 'notReviewedByMe', label: ta('filters.notReviewedByMe'), span: { base: 6, sm: 12, md: 3 } },
  ];

  return <FilterBar namespace="adminApplications" fields={fields} value={value} empty={EMPTY_FILTERS} onChange={onChange} />;
}
