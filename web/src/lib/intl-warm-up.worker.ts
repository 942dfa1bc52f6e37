// A worker of its own, started by the boot script. The first date, number or plural rule a page
// formats makes the browser load and set up its locale data (ICU): 15–50 ms at full speed, four
// times that on a phone, in one piece nothing can interrupt. That set-up belongs to the browser's
// process, not to a thread, so done here it is off the main thread, and the app's own first
// formats then take well under a millisecond.
import { LANGUAGE_LOCALES } from '@trek/contracts/zod-free';

for (const locale of Object.values(LANGUAGE_LOCALES)) {
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1650.5);
  new Intl.PluralRules(locale).select(1);
}
close();
