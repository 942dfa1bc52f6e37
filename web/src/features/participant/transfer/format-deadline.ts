import { currentLocale } from '../../../i18n/language';
import { dateFormat } from '../../../lib/intl-formats';

const deadlineFormat = dateFormat({
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** "February 1, 2027 at 11:59 PM UTC": the deadline is a UTC instant, so it is shown in UTC, in the site's language. */
export function formatDeadline(iso: string): string {
  return deadlineFormat(currentLocale()).format(new Date(iso));
}
