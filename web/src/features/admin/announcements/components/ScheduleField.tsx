import { DatesProvider, DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { useTranslation } from 'react-i18next';

export interface ScheduleFieldProps {
  /** The publication time as the contracts carry it (ISO 8601), null: at once. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}

/** The picker works in the organizer's local time; the value sent is that moment in ISO 8601 (UTC). */
const LOCAL_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** When participants see it: empty publishes it at once; a date and time (the organizer's own time zone) schedules it. */
export function ScheduleField({ value, onChange, error }: ScheduleFieldProps) {
  const { t, i18n } = useTranslation('adminAnnouncements');
  const common = useTranslation('common').t;
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DateTimePicker
        label={t('schedule.label')}
        description={t('schedule.hint')}
        placeholder={t('schedule.now')}
        value={value === null ? null : dayjs(value).format(LOCAL_FORMAT)}
        onChange={(local) => onChange(local ? dayjs(local).toISOString() : null)}
        minDate={dayjs().format(LOCAL_FORMAT)}
        valueFormat="D MMM YYYY HH:mm"
        clearable
        clearButtonProps={{ 'aria-label': t('schedule.clear') }}
        error={error}
        popoverProps={{ withinPortal: true }}
        submitButtonProps={{ 'aria-label': t('schedule.confirm') }}
        ariaLabels={{
          previousMonth: common('calendar.previousMonth'),
          nextMonth: common('calendar.nextMonth'),
          previousYear: common('calendar.previousYear'),
          nextYear: common('calendar.nextYear'),
          previousDecade: common('calendar.previousDecade'),
          nextDecade: common('calendar.nextDecade'),
          monthLevelControl: common('calendar.monthLevelControl'),
          yearLevelControl: common('calendar.yearLevelControl'),
        }}
      />
    </DatesProvider>
  );
}
