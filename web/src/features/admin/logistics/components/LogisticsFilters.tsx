import { Button, Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DAY0_DECISIONS, DAY2_PREFERENCES, LOGISTICS_STATUSES, ROOMMATE_PREFERENCES, SCHOOL_AFFILIATIONS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

export interface LogisticsFilterValues {
  search: string;
  dietary: string;
  roommatePreference: string;
  day0Decision: string;
  day2Preference: string;
  school: string;
  status: string;
}

export const EMPTY_LOGISTICS_FILTERS: LogisticsFilterValues = {
  search: '',
  dietary: '',
  roommatePreference: '',
  day0Decision: '',
  day2Preference: '',
  school: '',
  status: '',
};

export interface LogisticsFiltersProps {
  value: LogisticsFilterValues;
  onChange: (value: LogisticsFilterValues) => void;
}

const SELECT_SPAN = { base: 12, sm: 6, md: 3 } as const;

export function LogisticsFilters({ value, onChange }: LogisticsFiltersProps) {
  const { t } = useTranslation('adminLogistics');
  const set = (name: keyof LogisticsFilterValues) => (next: string | null) => onChange({ ...value, [name]: next ?? '' });
  const any = { value: '', label: t('filters.any') };
  const isFiltered = Object.values(value).some((field) => field !== '');

  return (
    <Grid role="search" aria-label={t('filters.label')} align="flex-end">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value.search}
          onChange={(event) => set('search')(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <TextInput
          label={t('filters.dietary')}
          placeholder={t('filters.dietaryPlaceholder')}
          value={value.dietary}
          onChange={(event) => set('dietary')(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('filters.status')}
          data={[any, ...LOGISTICS_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
          value={value.status}
          onChange={set('status')}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={SELECT_SPAN}>
        <Select
          label={t('filters.roommatePreference')}
          data={[any, ...ROOMMATE_PREFERENCES.map((choice) => ({ value: choice, label: t(`roommatePreference.${choice}`) }))]}
          value={value.roommatePreference}
          onChange={set('roommatePreference')}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={SELECT_SPAN}>
        <Select
          label={t('filters.day0Decision')}
          data={[any, ...DAY0_DECISIONS.map((choice) => ({ value: choice, label: t(`day0Decision.${choice}`) }))]}
          value={value.day0Decision}
          onChange={set('day0Decision')}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={SELECT_SPAN}>
        <Select
          label={t('filters.day2Preference')}
          data={[any, ...DAY2_PREFERENCES.map((choice) => ({ value: choice, label: t(`day2Preference.${choice}`) }))]}
          value={value.day2Preference}
          onChange={set('day2Preference')}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={SELECT_SPAN}>
        <Select
          label={t('filters.school')}
          data={[any, ...SCHOOL_AFFILIATIONS.map((school) => ({ value: school, label: t(`school.${school}`) }))]}
          value={value.school}
          onChange={set('school')}
          allowDeselect={false}
        />
      </Grid.Col>
      {isFiltered && (
        <Grid.Col span={12}>
          <Button variant="subtle" size="xs" onClick={() => onChange(EMPTY_LOGISTICS_FILTERS)}>
            {t('filters.clear')}
          </Button>
        </Grid.Col>
      )}
    </Grid>
  );
}
