import { Button, Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

export interface FeedbackFilterValues {
  search: string;
  status: string;
  category: string;
}

export const EMPTY_FEEDBACK_FILTERS: FeedbackFilterValues = { search: '', status: '', category: '' };

export interface FeedbackFiltersProps {
  value: FeedbackFilterValues;
  onChange: (value: FeedbackFilterValues) => void;
}

export function FeedbackFilters({ value, onChange }: FeedbackFiltersProps) {
  const { t } = useTranslation('adminAnnouncements');
  const set = (name: keyof FeedbackFilterValues) => (next: string | null) => onChange({ ...value, [name]: next ?? '' });
  const any = { value: '', label: t('filters.any') };
  const isFiltered = Object.values(value).some((field) => field !== '');

  return (
    <Grid role="search" aria-label={t('filters.label')} align="flex-end">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value.search}
          onChange={(event) => set('search')(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('filters.status')}
          data={[any, ...FEEDBACK_STATUSES.map((status) => ({ value: status, label: t(`feedback.status.${status}`) }))]}
          value={value.status}
          onChange={set('status')}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('filters.category')}
          data={[any, ...FEEDBACK_CATEGORIES.map((category) => ({ value: category, label: t(`feedback.category.${category}`) }))]}
          value={value.category}
          onChange={set('category')}
          allowDeselect={false}
        />
      </Grid.Col>
      {isFiltered && (
        <Grid.Col span={12}>
          <Button variant="subtle" size="xs" onClick={() => onChange(EMPTY_FEEDBACK_FILTERS)}>
            {t('filters.clear')}
          </Button>
        </Grid.Col>
      )}
    </Grid>
  );
}
