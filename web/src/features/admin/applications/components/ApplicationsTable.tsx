import { Anchor, Box, Checkbox, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { APPLICATION_SORTS, type ApplicationListItem, type ApplicationSort } from '@trek/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/ListTable';
import { DraftBadge, OfferState } from './OfferState';
import { StatusBadge } from './StatusBadge';
import { countryName } from '../../../../lib/country-name';
import { formatDate } from '../../../../lib/format-date';
import classes from './ApplicationsTable.module.css';

export interface ApplicationsTableProps {
  applications: ApplicationListItem[] | undefined;
  loading: boolean;
  onOpen: (id: string) => void;
  /** The ids ticked for a bulk decision. */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  /** The order the server was asked for; blank: newest first. */
  sort: string;
}

const isReviewSort = (sort: string): sort is Exclude<ApplicationSort, 'newest'> => sort !== 'newest' && APPLICATION_SORTS.some((known) => known === sort);

/** References, badges and dates read as one unit; names and affiliations may wrap. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A click anywhere on a row opens its application, except on the reference button (which opens
 * it itself), on its checkbox, and when the click ended a text selection. From the keyboard, the
 * reference button is the row's control: Tab reaches it, Enter or Space opens, and the row shows the focus.
 */
function openFromRow(event: MouseEvent<HTMLTableRowElement>, open: () => void) {
  if ((event.target as HTMLElement).closest('button, a, input, label')) return;
  if (window.getSelection()?.toString()) return;
  open();
}

/**
 * The applications with their reviews (mean ± spread, count), draft decision and offer. Narrower
 * screens hide the secondary columns (affiliation, commitment, passport, then email and date; the
 * drawer has them all); on a phone the score moves under the reference and the status under the name.
 */
export function ApplicationsTable({ applications, loading, onOpen, selected, onSelect, sort }: ApplicationsTableProps) {
  const { t } = useTranslation('adminApplications');
  const { t: ta } = useTranslation('adminAdmissions');
  // Rendered in one place only (not hidden by CSS in the other), so each row names its score and status once.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`) ?? false;
  const ids = applications?.map((application) => application.id) ?? [];
  const ticked = ids.filter((id) => selected.has(id)).length;
  return (
    <ListTable
      rows={applications}
      loading={loading}
      emptyMessage={t('list.empty')}
      caption={isReviewSort(sort) ? ta(`caption.${sort}`) : t('list.caption')}
      minWidth={340}
      head={
        <>
          <Table.Th w={36}>
            <Checkbox
              aria-label={ta('columns.selectAll')}
              checked={ids.length > 0 && ticked === ids.length}
              indeterminate={ticked > 0 && ticked < ids.length}
              onChange={(event) => onSelect(ids, event.currentTarget.checked)}
            />
          </Table.Th>
          <Table.Th>{t('list.columns.ref')}</Table.Th>
          <Table.Th>{t('list.columns.name')}</Table.Th>
          <Table.Th visibleFrom="md">{t('list.columns.email')}</Table.Th>
          <Table.Th visibleFrom="xl">{t('list.columns.affiliation')}</Table.Th>
          <Table.Th visibleFrom="xl">{t('list.columns.commitment')}</Table.Th>
          <Table.Th visibleFrom="xl">{t('list.columns.passport')}</Table.Th>
          {wide && <Table.Th>{ta('columns.score')}</Table.Th>}
          {wide && <Table.Th>{ta('columns.reviews')}</Table.Th>}
          {wide && <Table.Th>{t('list.columns.status')}</Table.Th>}
          <Table.Th visibleFrom="md">{t('list.columns.submitted')}</Table.Th>
        </>
      }
    >
      {(application) => (
        <Table.Tr key={application.id} className={classes.row} onClick={(event) => openFromRow(event, () => onOpen(application.id))}>
          <Table.Td>
            <Checkbox
              aria-label={ta('selectRow', { ref: application.ref })}
              checked={selected.has(application.id)}
              onChange={(event) => onSelect([application.id], event.currentTarget.checked)}
            />
          </Table.Td>
          <Table.Td style={NO_WRAP}>
            <Anchor component="button" type="button" ff="monospace" onClick={() => onOpen(application.id)} aria-label={t('list.open', { ref: application.ref })}>
              {application.ref}
            </Anchor>
            {!wide && <ScoreCell review={application.review} withCount />}
          </Table.Td>
          <Table.Td>
            {application.blinded ? (
              <Text size="sm" c="dimmed" fs="italic">
                {ta('waitlist.hidden')}
              </Text>
            ) : (
              `${application.firstNames} ${application.lastName}`
            )}
            {!wide && (
              <Box mt={4}>
                <StatusStack application={application} />
              </Box>
            )}
          </Table.Td>
          <Table.Td visibleFrom="md" style={{ overflowWrap: 'anywhere', minWidth: 160 }}>
            {application.universityEmail}
          </Table.Td>
          <Table.Td visibleFrom="xl">{application.affiliation}</Table.Td>
          <Table.Td visibleFrom="xl">{t(`commitment.${application.commitment}`)}</Table.Td>
          <Table.Td visibleFrom="xl">
            {t(`yesNo.${application.passportValid}`)} · {countryName(application.passportCountry)}
          </Table.Td>
          {wide && (
            <Table.Td style={NO_WRAP}>
              <ScoreCell review={application.review} />
            </Table.Td>
          )}
          {wide && (
            <Table.Td>
              <ReviewCount review={application.review} />
            </Table.Td>
          )}
          {wide && (
            <Table.Td>
              <StatusStack application={application} />
            </Table.Td>
          )}
          <Table.Td visibleFrom="md" style={NO_WRAP}>
            {formatDate(application.submittedAt)}
          </Table.Td>
        </Table.Tr>
      )}
    </ListTable>
  );
}

/** The status, the draft decision waiting for release and the offer, one under the other. */
function StatusStack({ application }: { application: ApplicationListItem }) {
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge status={application.status} />
      <DraftBadge decision={application.draftDecision} />
      <OfferState offer={application.offer} />
    </Stack>
  );
}

/** The mean of the reviews with their spread; on a phone the count joins it, its column being hidden. */
function ScoreCell({ review, withCount = false }: { review: ApplicationListItem['review']; withCount?: boolean }) {
  const { t } = useTranslation('adminAdmissions');
  if (review.mean === null) return <Text c="dimmed">{t('notReviewed')}</Text>;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {review.mean.toFixed(2)}
      </Text>{' '}
      <Text span size="xs" c="dimmed">
        {t('spread', { spread: (review.spread ?? 0).toFixed(1) })}
      </Text>
      {withCount && (
        <Text span size="xs" c="dimmed">
          {' ('}
          <ReviewCount review={review} />)
        </Text>
      )}
    </Text>
  );
}

/** How many organizers reviewed it, with a tick when the viewer is one of them. */
function ReviewCount({ review }: { review: ApplicationListItem['review'] }) {
  const { t } = useTranslation('adminAdmissions');
  return (
    <>
      {review.count}
      {review.reviewedByMe && (
        <Text span size="xs" c="dimmed" title={t('reviewedByMe')} aria-label={t('reviewedByMe')}>
          {' ✓'}
        </Text>
      )}
    </>
  );
}
