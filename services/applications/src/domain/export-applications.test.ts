import { neutralizeFormula } from './export-applications.js';

describe('neutralizeFormula', () => {
  it.each(['=1+1', '+1 650', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])('when a cell starts like a formula (%j), then a quote is put before it', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it('when a cell is plain text, then it is left alone, even with a formula character later on', () => {
    expect(neutralizeFormula('MBA 2026 = great')).toBe('MBA 2026 = great');
    expect(neutralizeFormula('')).toBe('');
  });
});
