import { describe, expect, it } from '@jest/globals';
import { formatAmount, formatUsd } from './format-money';

describe('amounts as the ledgers show them', () => {
  it('writes whole dollars without cents and cents only when there are some', () => {
    expect(formatUsd(1650)).toBe('US$1,650');
    expect(formatUsd(0)).toBe('US$0');
    expect(formatUsd(1650.5)).toBe('US$1,650.50');
    expect(formatAmount(1000)).toBe('1,000');
  });
});
