import type { Response } from 'express';

/** One column of an organizer's CSV export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

const FORMULA_TRIGGER = /(?:^|[;,\n])[=+\-@\t\r]/;
const FORMULA_TRIGGERS = /(^|[;,\n])([=+\-@\t\r])/g;

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula, so
 * such a start gets a single quote before it. A spreadsheet that splits on another separator
 * (`;` in much of Europe and Latin America) starts a cell after each `;`, `,` or line break
 * inside ours too, so a trigger there is neutralized the same way. Quotes are left to the CSV writer.
 */
export function neutralizeFormula(value: string): string {
  // Most cells hold no trigger: a test alone costs a third of a replace that finds nothing.
  return FORMULA_TRIGGER.test(value) ? value.replace(FORMULA_TRIGGERS, "$1'$2") : value;
}

/** Every cell quoted (empty ones too), its quotes doubled: no separator or line break inside a cell is ever read as one. */
const quoted = (cell: string) => (cell.includes('"') ? `"${cell.replaceAll('"', '""')}"` : `"${cell}"`);

const line = (cells: readonly string[]) => `${cells.map((cell) => quoted(neutralizeFormula(cell))).join(',')}\n`;

/**
 * The CSV's start: a BOM, so spreadsheets read UTF-8, and the header row. With every cell quoted
 * the format is this small; a general CSV library's per-cell work costs two thirds of a
 * 10,000-row export's time.
 */
export const csvHeader = <Row>(columns: readonly CsvColumn<Row>[]): string => `\uFEFF${line(columns.map((column) => column.header))}`;

/** The rows' lines, in column order, each ended by a line feed. */
export function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  let text = '';
  for (const row of rows) text += line(columns.map((column) => column.value(row)));
  return text;
}

/** The whole CSV, for an export whose rows fit in memory. */
export const toCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string => csvHeader(columns) + csvLines(columns, rows);

/** Makes the browser download the answer as a CSV file. */
export function setCsvDownload(res: Response, fileName: string): void {
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
}
