import { stringify } from 'csv-stringify/sync';
import { csvOptions, csvRecord, type CsvColumn } from '@trek/service-kit';

/** The whole CSV (see the kit's csvOptions); one edition's rows fit in memory. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Row[]): string {
  return stringify(
    rows.map((row) => csvRecord(columns, row)),
    csvOptions(columns),
  );
}
