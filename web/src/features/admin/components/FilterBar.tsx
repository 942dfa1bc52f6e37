import { Button, Checkbox, Grid, Select, TextInput, type GridColProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasActiveFilter, type FilterValues } from './list-filters';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterFieldBase<Name extends string> {
  name: Name;
  label: string;
  span: GridColProps['span'];
}

/**
 * `search` is the free-text box with the search icon; `text` a plain contains-match box; `select`
 * offers "any" first (or `blankLabel`, e.g. a list's default order); `checkbox` is `'true'` when ticked.
 */
export type FilterField<Name extends string> =
  | (FilterFieldBase<Name> & { kind: 'search' | 'text'; placeholder: string })
  | (FilterFieldBase<Name> & { kind: 'select'; options: readonly FilterOption[]; blankLabel?: string })
  | (FilterFieldBase<Name> & { kind: 'checkbox' });

/** The organizer lists whose namespaces hold the bar's copy: `filters.label`, `filters.any`, `filters.clear`. */
export type FilterBarNamespace = 'adminApplications' | 'adminLogistics' | 'adminParticipants' | 'adminAnnouncements';

/** What a list's filter component takes: the filters as typed, and where changes go. */
export interface FiltersProps<Values> {
  value: Values;
  onChange: (value: Values) => void;
}

export interface FilterBarProps<Values extends FilterValues<Values>> extends FiltersProps<Values> {
  namespace: FilterBarNamespace;
  fields: readonly FilterField<keyof Values & string>[];
  /** What "clear" resets to: every filter blank. */
  empty: Values;
}

/** The organizer lists' filter row: blank means "not filtered", and a clear button appears once anything is set. */
export function FilterBar<Values extends FilterValues<Values>>({ namespace, fields, value, empty, onChange }: FilterBarProps<Values>) {
  const { t } = useTranslation(namespace);
  const set = (name: keyof Values & string, next: string | null) => onChange({ ...value, [name]: next ?? '' });

  return (
    <Grid role="search" aria-label={t('filters.label')} align="flex-end">
      {fields.map((field) => (
        <Grid.Col key={field.name} span={field.span}>
          {field.kind === 'checkbox' ? (
            <Checkbox label={field.label} checked={value[field.name] === 'true'} onChange={(event) => set(field.name, event.currentTarget.checked ? 'true' : '')} mb={8} />
          ) : field.kind === 'select' ? (
            <Select<string>
              label={field.label}
              data={[{ value: '', label: field.blankLabel ?? t('filters.any') }, ...field.options]}
              value={value[field.name]}
              onChange={(next) => set(field.name, next)}
              allowDeselect={false}
            />
          ) : (
            <TextInput
              label={field.label}
              placeholder={field.placeholder}
              leftSection={field.kind === 'search' ? <IconSearch size={16} aria-hidden /> : undefined}
              value={value[field.name]}
              onChange={(event) => set(field.name, event.currentTarget.value)}
            />
          )}
        </Grid.Col>
      ))}
      {hasActiveFilter(value) && (
        <Grid.Col span={12}>
          <Button variant="subtle" size="xs" onClick={() => onChange(empty)}>
            {t('filters.clear')}
          </Button>
        </Grid.Col>
      )}
    </Grid>
  );
}
