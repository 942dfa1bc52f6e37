import { currentLocale } from '../i18n/language';

/** Dates as people read them in lists and details, in the site's language. */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(currentLocale(), { year: 'numeric', month: 'short', day: 'numeric' });

export const formatDateTime = (iso: string) => new Date(iso).toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar day (`YYYY-MM-DD`, as due dates are kept) read as that day wherever the browser is. */
export const formatDay = (day: string) => new Date(`${day}T00:00:00.000Z`).toLocaleDateString(currentLocale(), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
