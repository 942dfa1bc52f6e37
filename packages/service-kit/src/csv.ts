import type { Response } from 'express';

/** One column of an organizer's CSV export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula, so
 * such a cell is prefixed with a single quote. Commas, quotes and line breaks are left to the CSV writer.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A row's cells in column order, formula-like ones neutralized. */
export const csvRecord = <Row>(columns: readonly CsvColumn<Row>[], row: Row): string[] => columns.map((column) => neutralizeFormula(column.value(row)));

/** csv-stringify options for these columns: a header row, and a BOM so spreadsheets read UTF-8. */
export const csvOptions = <Row>(columns: readonly CsvColumn<Row>[]) => ({ header: true, columns: columns.map((column) => neutralizeFormula(column.header)), bom: true });

/** Makes the browser download the answer as a CSV file. */
export function setCsvDownload(res: Response, fileName: string): void {
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
}
