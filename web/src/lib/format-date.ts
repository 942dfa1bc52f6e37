import { formatDateIn } from '@trek/contracts/zod-free';
import { currentLanguage } from '../i18n/language';

/** Dates as people read them in lists and details, in the site's language and the reader's time zone. */
export const formatDate = (iso: string) => formatDateIn(currentLanguage(), new Date(iso), undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export const formatDateTime = (iso: string) => formatDateIn(currentLanguage(), new Date(iso), undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar day (`YYYY-MM-DD`, as due dates are kept) read as that day wherever the browser is. */
export const formatDay = (day: string) => formatDateIn(currentLanguage(), new Date(`${day}T00:00:00.000Z`), 'UTC', { year: 'numeric', month: 'short', day: 'numeric' });
