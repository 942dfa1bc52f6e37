import { Button, Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { APPLICATION_STATUSES, COMMITMENTS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

export interface ApplicationFilterValues {
  search: string;
  status: string;
  affiliation: string;
  commitment: string;
  passportValid: string;
}

export const EMPTY_FILTERS: ApplicationFilterValues = { search: '', status: '', affiliation: '', commitment: '', passportValid: '' };

export interface ApplicationFiltersProps {
  value: ApplicationFilterValues;
  onChange: (value: ApplicationFilterValues) => void;
}

export function ApplicationFilters({ value, onChange }: ApplicationFiltersProps) {
  const { t } = useTranslation('adminApplications');
  const set = (name: keyof ApplicationFilterValues) => (next: string | null) => onChange({ ...value, [name]: next ?? '' });
  const any = { value: '', label: t('filters.any') };
  const isFiltered = Object.values(value).some((field) => field !== '');

  return (
    <Grid role="search" aria-label={t('filters.label')} align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value.search}
          onChange={(event) => set('search')(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          label={t('filters.status')}
          data={[any, ...APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
          value={value.status}
          onChange={set('status')}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <TextInput
          label={t('filters.affiliation')}
          placeholder={t('filters.affiliationPlaceholder')}
          value={value.affiliation}
          onChange={(event) => set('affiliation')(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          label={t('filters.commitment')}
          data={[any, ...COMMITMENTS.map((commitment) => ({ value: commitment, label: t(`commitment.${commitment}`) }))]}
          value={value.commitment}
          onChange={set('commitment')}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          label={t('filters.passportValid')}
          data={[any, { value: 'YES', label: t('yesNo.YES') }, { value: 'NO', label: t('yesNo.NO') }]}
          value={value.passportValid}
          onChange={set('passportValid')}
          allowDeselect={false}
        />
      </Grid.Col>
      {isFiltered && (
        <Grid.Col span={12}>
          <Button variant="subtle" size="xs" onClick={() => onChange(EMPTY_FILTERS)}>
            {t('filters.clear')}
          </Button>
        </Grid.Col>
      )}
    </Grid>
  );
}
