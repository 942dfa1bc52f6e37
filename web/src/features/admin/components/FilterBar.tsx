import { Button, Checkbox, Collapse, Grid, Select, Stack, TextInput, useMantineTheme, type GridColProps } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
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

/**
 * The organizer lists' filter row: blank means "not filtered", and a clear button appears once anything is set.
 * On a phone only the search box shows; the other filters fold behind a "Filters" button that
 * counts those set, so the list's first rows are on the first screen.
 */
export function FilterBar<Values extends FilterValues<Values>>({ namespace, fields, value, empty, onChange }: FilterBarProps<Values>) {
  const { t } = useTranslation(namespace);
  const { t: tCommon } = useTranslation('common');
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 0.0625em))`) ?? false;
  const [unfolded, { toggle }] = useDisclosure(false);
  const foldedId = useId();
  const set = (name: keyof Values & string, next: string | null) => onChange({ ...value, [name]: next ?? '' });

  const control = (field: FilterField<keyof Values & string>): ReactNode =>
    field.kind === 'checkbox' ? (
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
    );
  const column = (field: FilterField<keyof Values & string>, span: GridColProps['span'] = field.span): ReactNode => (
    <Grid.Col key={field.name} span={span}>
      {control(field)}
    </Grid.Col>
  );
  const clear = hasActiveFilter(value) && (
    <Grid.Col span={12}>
      <Button variant="subtle" size="xs" onClick={() => onChange(empty)}>
        {t('filters.clear')}
      </Button>
    </Grid.Col>
  );

  const searchFields = fields.filter((field) => field.kind === 'search');
  const otherFields = fields.filter((field) => field.kind !== 'search');
  if (!phone || otherFields.length === 0) {
    return (
      <Grid role="search" aria-label={t('filters.label')} align="flex-end">
        {fields.map((field) => column(field))}
        {clear}
      </Grid>
    );
  }
  const setElsewhere = otherFields.filter((field) => value[field.name] !== '').length;
  return (
    <Grid role="search" aria-label={t('filters.label')} align="flex-end">
      {searchFields.map((field) => column(field, 12))}
      <Grid.Col span={12}>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={unfolded}
          aria-controls={foldedId}
          onClick={toggle}
        >
          {setElsewhere > 0 ? tCommon('filterBar.moreSet', { count: setElsewhere }) : tCommon('filterBar.more')}
        </Button>
      </Grid.Col>
      <Grid.Col span={12} py={0}>
        <Collapse expanded={unfolded} id={foldedId}>
          <Stack gap="sm" pb="xs">
            {otherFields.map((field) => (
              <div key={field.name}>{control(field)}</div>
            ))}
          </Stack>
        </Collapse>
      </Grid.Col>
      {clear}
    </Grid>
  );
}
