import { APPLICATION_STATUSES, COMMITMENTS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterField, type FiltersProps } from '../../components/FilterBar';

export interface ApplicationFilterValues {
  search: string;
  status: string;
  affiliation: string;
  commitment: string;
  passportValid: string;
}

export const EMPTY_FILTERS: ApplicationFilterValues = { search: '', status: '', affiliation: '', commitment: '', passportValid: '' };

const NARROW_SPAN = { base: 12, sm: 6, md: 2 } as const;

export function ApplicationFilters({ value, onChange }: FiltersProps<ApplicationFilterValues>) {
  const { t } = useTranslation('adminApplications');
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
  ];

  return <FilterBar namespace="adminApplications" fields={fields} value={value} empty={EMPTY_FILTERS} onChange={onChange} />;
}
