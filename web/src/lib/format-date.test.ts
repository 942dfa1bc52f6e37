import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n } from '../i18n';
import { formatDate, formatDay } from './format-date';

describe('dates in lists and details', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('follow the page when its language changes after a first date was shown', async () => {
    expect(formatDay('2026-03-15')).toBe('Mar 15, 2026');
    await i18n.changeLanguage('es');
    expect(formatDay('2026-03-15')).toBe('15 mar 2026');
    await i18n.changeLanguage('en');
    expect(formatDay('2026-03-15')).toBe('Mar 15, 2026');
  });

  it('read a calendar day as that day and an instant in the browser’s time zone', () => {
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate('2026-07-04T12:00:00.000Z')).toBe('Jul 4, 2026');
  });
});
