import { csvHeader, csvLines, neutralizeFormula, toCsv, type CsvColumn } from '../src/index.js';

const COLUMNS: CsvColumn<{ name: string; note: string }>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
];

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

  it('when a CSV is written, then it starts with a BOM and a header, and quotes every cell, empty ones too', () => {
    expect(toCsv(COLUMNS, [{ name: 'Ana López', note: '' }])).toBe('\uFEFF"Name","Note"\n"Ana López",""\n');
  });

  it('when a cell holds separators, quotes or line breaks, then they stay inside it', () => {
    expect(toCsv(COLUMNS, [{ name: 'López, Ana', note: 'Says "hola"\ntwice' }])).toBe('\uFEFF"Name","Note"\n"López, Ana","Says ""hola""\ntwice"\n');
  });

  it('when a cell or a header starts like a formula, then the CSV holds it neutralized', () => {
    const columns: CsvColumn<{ name: string }>[] = [{ header: '=Name', value: (row) => row.name }];
    expect(toCsv(columns, [{ name: '=cmd|calc' }, { name: '-2+3' }])).toBe('\uFEFF"\'=Name"\n"\'=cmd|calc"\n"\'-2+3"\n');
  });

  it('when there are no rows, then the CSV is only the header', () => {
    expect(toCsv(COLUMNS, [])).toBe('\uFEFF"Name","Note"\n');
  });

  it('when a CSV is written in pieces (the header, then rows a few at a time), then it is the same CSV', () => {
    const rows = [{ name: 'Ana', note: 'one' }, { name: 'Luis', note: 'two' }, { name: 'Eva', note: 'three' }];
    expect(csvHeader(COLUMNS) + csvLines(COLUMNS, rows.slice(0, 2)) + csvLines(COLUMNS, rows.slice(2))).toBe(toCsv(COLUMNS, rows));
  });
});
