import type { Response } from 'express';

/** One column of an organizer's CSV export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula, so
 * such a start gets a single quote before it. A spreadsheet that splits on another separator
 * (`;` in much of Europe and Latin America) starts a cell after each `;`, `,` or line break
 * inside ours too, so a trigger there is neutralized the same way. Quotes are left to the CSV writer.
 */
export function neutralizeFormula(value: string): string {
  return value.replace(/(^|[;,\n])([=+\-@\t\r])/g, "$1'$2");
}

/** A row's cells in column order, formula-like ones neutralized. */
export const csvRecord = <Row>(columns: readonly CsvColumn<Row>[], row: Row): string[] => columns.map((column) => neutralizeFormula(column.value(row)));

/**
 * csv-stringify options for these columns: a header row, every cell quoted (so no separator inside
 * a cell is ever read as one), and a BOM so spreadsheets read UTF-8.
 */
export const csvOptions = <Row>(columns: readonly CsvColumn<Row>[]) => ({
  header: true,
  columns: columns.map((column) => neutralizeFormula(column.header)),
  bom: true,
  quoted: true,
  quoted_empty: true,
});

/** Makes the browser download the answer as a CSV file. */
export function setCsvDownload(res: Response, fileName: string): void {
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
}
