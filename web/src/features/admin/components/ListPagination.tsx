import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  /** Items across all pages. */
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** Accessible name of the page navigation landmark. */
  label: string;
}

/** Page links under an organizer list or log; nothing when everything fits on one page. */
export function ListPagination({ total, pageSize, page, onChange, label }: ListPaginationProps) {
  const { t } = useTranslation('common');
  if (total <= pageSize) return null;
  return (
    <Group component="nav" justify="center" aria-label={label}>
      {/* The arrows show no text: screen readers need their names. */}
      <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={onChange} getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })} />
    </Group>
  );
}
