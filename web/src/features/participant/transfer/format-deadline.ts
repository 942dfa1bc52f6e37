import { formatDateIn } from '@trek/contracts/zod-free';
import { currentLanguage } from '../../../i18n/language';

/** "February 1, 2027 at 11:59 PM UTC": the deadline is a UTC instant, so it is shown in UTC, in the site's language. */
export function formatDeadline(iso: string): string {
  return formatDateIn(currentLanguage(), new Date(iso), 'UTC', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
