import { currentLocale } from '../i18n/language';

/** US dollars as the ledgers show them: `US$1,650`, cents only when there are some. */
export const formatUsd = (amountUsd: number) =>
  `US$${amountUsd.toLocaleString(currentLocale(), { minimumFractionDigits: Number.isInteger(amountUsd) ? 0 : 2, maximumFractionDigits: 2 })}`;
