import { currentLocale } from '../i18n/language';
import { dateFormat } from './intl-formats';

const shortDate = dateFormat({ year: 'numeric', month: 'short', day: 'numeric' });
const shortDateTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const shortCalendarDay = dateFormat({ year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Dates as people read them in lists and details, in the site's language. */
export const formatDate = (iso: string) => shortDate(currentLocale()).format(new Date(iso));

export const formatDateTime = (iso: string) => shortDateTime(currentLocale()).format(new Date(iso));

/** A calendar day (`YYYY-MM-DD`, as due dates are kept) read as that day wherever the browser is. */
export const formatDay = (day: string) => shortCalendarDay(currentLocale()).format(new Date(`${day}T00:00:00.000Z`));
