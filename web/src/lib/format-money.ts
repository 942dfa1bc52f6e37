import { currentLocale } from '../i18n/language';
import { numberFormat } from './intl-formats';

const wholeDollars = numberFormat({ maximumFractionDigits: 0 });
const dollarsAndCents = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** US dollars as the ledgers show them: `US$1,650`, cents only when there are some. */
export const formatUsd = (amountUsd: number) =>
  `US$${(Number.isInteger(amountUsd) ? wholeDollars : dollarsAndCents)(currentLocale()).format(amountUsd)}`;

const plainNumber = numberFormat();

/** An amount as a number in the site's language ("1,650"), for sentences that name the currency themselves. */
export const formatAmount = (amount: number) => plainNumber(currentLocale()).format(amount);
