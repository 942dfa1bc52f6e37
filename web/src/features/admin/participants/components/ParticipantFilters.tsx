import { Button, Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SETUP_ITEMS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

export interface ParticipantFilterValues {
  search: string;
  setup: string;
  missing: string;
}

export const EMPTY_PARTICIPANT_FILTERS: ParticipantFilterValues = { search: '', setup: '', missing: '' };

export interface ParticipantFiltersProps {
  value: ParticipantFilterValues;
  onChange: (value: ParticipantFilterValues) => void;
}

export function ParticipantFilters({ value, onChange }: ParticipantFiltersProps) {
  const { t } = useTranslation('adminParticipants');
  const set = (name: keyof ParticipantFilterValues) => (next: string | null) => onChange({ ...value, [name]: next ?? '' });
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
          label={t('filters.setup')}
          data={[any, { value: 'complete', label: t('filters.setupComplete') }, { value: 'incomplete', label: t('filters.setupIncomplete') }]}
          value={value.setup}
          onChange={set('setup')}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('filters.missing')}
          data={[any, ...SETUP_ITEMS.map((item) => ({ value: item, label: t(`setupItems.${item}`) }))]}
          value={value.missing}
          onChange={set('missing')}
          allowDeselect={false}
        />
      </Grid.Col>
      {isFiltered && (
        <Grid.Col span={12}>
          <Button variant="subtle" size="xs" onClick={() => onChange(EMPTY_PARTICIPANT_FILTERS)}>
            {t('filters.clear')}
          </Button>
        </Grid.Col>
      )}
    </Grid>
  );
}
