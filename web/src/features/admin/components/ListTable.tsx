import { Paper, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollableTableFrame } from '../../../components/ScrollableTableFrame';

/** What an organizer list shows when it has nothing to show. */
export function EmptyListNotice({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}

export interface ListTableProps<Row> {
  /** The page of rows; undefined until the first read answers. */
  rows: readonly Row[] | undefined;
  loading: boolean;
  emptyMessage: string;
  /** Accessible name of the table. */
  caption: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The header cells (`Table.Th`). */
  head: ReactNode;
  /** One `Table.Tr` (with its key) per row. */
  children: (row: Row) => ReactNode;
}

/** An organizer list's table: a skeleton while loading, a notice when empty, else the rows. */
export function ListTable<Row>({ rows, loading, emptyMessage, caption, minWidth, head, children }: ListTableProps<Row>) {
  if (loading && !rows) return <Skeleton height={240} radius="md" />;
  if (!rows || rows.length === 0) return <EmptyListNotice>{emptyMessage}</EmptyListNotice>;
  return (
    <Paper withBorder radius="md">
      <ScrollableTableFrame minWidth={minWidth} label={caption}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows.map(children)}</Table.Tbody>
        </Table>
      </ScrollableTableFrame>
    </Paper>
  );
}
