import { Anchor, Table } from '@mantine/core';
import type { ApplicationListItem } from '@trek/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/ListTable';
import { StatusBadge } from './StatusBadge';
import { formatDate } from '../../../../lib/format-date';
import classes from './ApplicationsTable.module.css';

export interface ApplicationsTableProps {
  applications: ApplicationListItem[] | undefined;
  loading: boolean;
  onOpen: (id: string) => void;
}

/** References, badges and dates read as one unit; names and affiliations may wrap. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A click anywhere on a row opens its application, except on the reference button (which opens
 * it itself) and when the click ended a text selection. From the keyboard, the reference button is
 * the row's control: Tab reaches it, Enter or Space opens, and the row shows the focus.
 */
function openFromRow(event: MouseEvent<HTMLTableRowElement>, open: () => void) {
  if ((event.target as HTMLElement).closest('button, a')) return;
  if (window.getSelection()?.toString()) return;
  open();
}

export function ApplicationsTable({ applications, loading, onOpen }: ApplicationsTableProps) {
  const { t } = useTranslation('adminApplications');
  return (
    <ListTable
      rows={applications}
      loading={loading}
      emptyMessage={t('list.empty')}
      caption={t('list.caption')}
      minWidth={900}
      head={
        <>
          <Table.Th>{t('list.columns.ref')}</Table.Th>
          <Table.Th>{t('list.columns.name')}</Table.Th>
          <Table.Th>{t('list.columns.email')}</Table.Th>
          <Table.Th>{t('list.columns.affiliation')}</Table.Th>
          <Table.Th>{t('list.columns.commitment')}</Table.Th>
          <Table.Th>{t('list.columns.passport')}</Table.Th>
          <Table.Th>{t('list.columns.status')}</Table.Th>
          <Table.Th>{t('list.columns.submitted')}</Table.Th>
        </>
      }
    >
      {(application) => (
        <Table.Tr key={application.id} className={classes.row} onClick={(event) => openFromRow(event, () => onOpen(application.id))}>
          <Table.Td style={NO_WRAP}>
            <Anchor component="button" type="button" ff="monospace" onClick={() => onOpen(application.id)} aria-label={t('list.open', { ref: application.ref })}>
              {application.ref}
            </Anchor>
          </Table.Td>
          <Table.Td>
            {application.firstNames} {application.lastName}
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 160 }}>{application.universityEmail}</Table.Td>
          <Table.Td>{application.affiliation}</Table.Td>
          <Table.Td>{t(`commitment.${application.commitment}`)}</Table.Td>
          <Table.Td>
            {t(`yesNo.${application.passportValid}`)} · {application.passportCountry}
          </Table.Td>
          <Table.Td style={NO_WRAP}>
            <StatusBadge status={application.status} />
          </Table.Td>
          <Table.Td style={NO_WRAP}>{formatDate(application.submittedAt)}</Table.Td>
        </Table.Tr>
      )}
    </ListTable>
  );
}
