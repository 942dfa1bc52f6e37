import { currentLocale } from '../i18n/language';

/** Dates as people read them in lists and details, in the site's language. */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(currentLocale(), { year: 'numeric', month: 'short', day: 'numeric' });

export const formatDateTime = (iso: string) => new Date(iso).toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });
