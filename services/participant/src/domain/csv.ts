import { stringify } from 'csv-stringify/sync';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula, so
 * such a cell is prefixed with a single quote. Commas, quotes and line breaks are CSV-quoted.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The whole CSV with a BOM (so spreadsheets read UTF-8); one edition's rows fit in memory. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => neutralizeFormula(column.value(row)))),
    { header: true, columns: columns.map((column) => neutralizeFormula(column.header)), bom: true },
  );
}
