import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import { calendarDate, monthYear, tripRange } from './edition-dates';

describe('edition dates', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('when the page is English, then months are English', () => {
    expect(monthYear('2027-05-29')).toBe('May 2027');
    expect(calendarDate('2027-03-29')).toBe('March 29, 2027');
  });

  it('when the page is English, then the trip reads from its first to its last day, naming the month again only when it changes', () => {
    expect(tripRange({ day0Date: '2027-03-14', startDate: '2027-03-15', endDate: '2027-03-22' })).toBe('March 14 to 22');
    expect(tripRange({ day0Date: '', startDate: '2027-03-28', endDate: '2027-04-04' })).toBe('March 28 to April 4');
    expect(tripRange({ day0Date: '', startDate: '2027-12-31', endDate: '2028-01-08' })).toBe('December 31 to January 8');
  });

  it('when the page is Spanish, then months and ranges are Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(monthYear('2027-05-29')).toBe('mayo de 2027');
    expect(calendarDate('2027-03-29')).toBe('29 de marzo de 2027');
    expect(tripRange({ day0Date: '', startDate: '2027-03-20', endDate: '2027-03-28' })).toBe('20–28 de marzo');
  });
});
