import { csvOptions, csvRecord, neutralizeFormula, type CsvColumn } from '../src/index.js';

describe('CSV exports', () => {
  it.each(['=1+1', '+1 650', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])('when a cell starts like a formula (%j), then a quote is put before it', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it.each([
    [';=1+1', ";'=1+1"],
    ['Ana,+1 650', "Ana,'+1 650"],
    ['line one\n@SUM(A1)', "line one\n'@SUM(A1)"],
  ])('when a formula trigger follows a separator another spreadsheet splits on (%j), then it is neutralized too', (value, expected) => {
    expect(neutralizeFormula(value)).toBe(expected);
  });

  it('when a cell is plain text, then it is left alone, even with a formula character later on', () => {
    expect(neutralizeFormula('MBA 2026 = great')).toBe('MBA 2026 = great');
    expect(neutralizeFormula('')).toBe('');
  });

  it('when a row is written, then its cells and the headers are neutralized in column order, with a BOM', () => {
    const columns: CsvColumn<{ name: string; phone: string }>[] = [
      { header: 'Name', value: (row) => row.name },
      { header: '=Phone', value: (row) => row.phone },
    ];
    expect(csvRecord(columns, { name: 'Ana', phone: '+52 55 1234' })).toEqual(['Ana', "'+52 55 1234"]);
    expect(csvOptions(columns)).toEqual({ header: true, columns: ['Name', "'=Phone"], bom: true, quoted: true, quoted_empty: true });
  });
});
