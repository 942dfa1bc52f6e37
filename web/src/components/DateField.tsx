import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { useTranslation } from 'react-i18next';

interface DateFieldProps {
  label: string;
  description?: string;
  /** A calendar day as `YYYY-MM-DD`; '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The day may be left blank (a clear button is shown). */
  clearable?: boolean;
  /** `YYYY-MM-DD` whose month the calendar shows while no day is chosen (default: this month). */
  defaultDate?: string;
}

/** A calendar day picked from a calendar in the page's language, kept as the contracts' `YYYY-MM-DD`. */
export function DateField({ label, description, value, onChange, error, clearable = false, defaultDate }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={label}
        description={description}
        value={value === '' ? null : value}
        defaultDate={defaultDate}
        onChange={(day) => onChange(day ?? '')}
        valueFormat="D MMM YYYY"
        clearable={clearable}
        clearButtonProps={{ 'aria-label': t('clearDate') }}
        error={error}
        popoverProps={{ withinPortal: true }}
        ariaLabels={{
          previousMonth: t('calendar.previousMonth'),
          nextMonth: t('calendar.nextMonth'),
          previousYear: t('calendar.previousYear'),
          nextYear: t('calendar.nextYear'),
          previousDecade: t('calendar.previousDecade'),
          nextDecade: t('calendar.nextDecade'),
          monthLevelControl: t('calendar.monthLevelControl'),
          yearLevelControl: t('calendar.yearLevelControl'),
        }}
      />
    </DatesProvider>
  );
}
