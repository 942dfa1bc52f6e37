import type { CsvColumn } from '@trek/service-kit';
import { toCsv } from './csv.js';

interface Row {
  name: string;
  note: string;
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
];

describe('toCsv', () => {
  it('starts with a BOM and a header, and quotes every cell, empty ones too', () => {
    expect(toCsv(COLUMNS, [{ name: 'Ana López', note: '' }])).toBe('\uFEFF"Name","Note"\n"Ana López",""\n');
  });

  it('keeps separators, quotes and line breaks inside a cell', () => {
    expect(toCsv(COLUMNS, [{ name: 'López, Ana', note: 'Says "hola"\ntwice' }])).toBe('\uFEFF"Name","Note"\n"López, Ana","Says ""hola""\ntwice"\n');
  });

  it('neutralizes a cell a spreadsheet would run as a formula', () => {
    expect(toCsv(COLUMNS, [{ name: '=cmd|calc', note: '-2+3' }])).toBe('\uFEFF"Name","Note"\n"\'=cmd|calc","\'-2+3"\n');
  });

  it('is only the header when there are no rows', () => {
    expect(toCsv(COLUMNS, [])).toBe('\uFEFF"Name","Note"\n');
  });
});
