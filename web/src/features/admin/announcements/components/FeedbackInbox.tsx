import { Badge, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import type { QueryParams } from '../../../../lib/api-client';
import { useFeedbackInbox } from '../queries/feedback-queries';
import { EMPTY_FEEDBACK_FILTERS, FeedbackFilters, type FeedbackFilterValues } from './FeedbackFilters';
import { FeedbackItem } from './FeedbackItem';

export const FEEDBACK_PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

/** The inbox's query: blank filters are left out of the query string. */
export function inboxParams(filters: FeedbackFilterValues, page: number): QueryParams {
  const trimmed = Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value.trim() === '' ? null : value.trim()]));
  return { ...trimmed, page, pageSize: FEEDBACK_PAGE_SIZE };
}

/** Every participant's feedback, newest first, filtered and paged by the server; status changes in place. */
export function FeedbackInbox() {
  const { t } = useTranslation('adminAnnouncements');
  const [filters, setFilters] = useState<FeedbackFilterValues>(EMPTY_FEEDBACK_FILTERS);
  const [debouncedFilters] = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const inbox = useFeedbackInbox(inboxParams(debouncedFilters, page));
  const isFiltered = Object.values(debouncedFilters).some((value) => value.trim() !== '');

  const changeFilters = (next: FeedbackFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const data = inbox.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {t('feedback.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('feedback.intro')}
          </Text>
        </div>
        {data && (
          <Badge size="lg" variant={data.unreadCount > 0 ? 'filled' : 'light'} color={data.unreadCount > 0 ? 'terracotta' : 'gray'}>
            {t('feedback.unread', { count: data.unreadCount })}
          </Badge>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <FeedbackFilters value={filters} onChange={changeFilters} />
      </Paper>
      {inbox.isError ? (
        <LoadErrorAlert title={t('feedback.loadFailed')} error={inbox.error} retryLabel={t('feedback.retry')} onRetry={() => void inbox.refetch()} />
      ) : !data ? (
        <Skeleton height={200} radius="md" aria-label={t('feedback.loading')} />
      ) : data.feedback.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" c="dimmed">
            {isFiltered ? t('feedback.emptyFiltered') : t('feedback.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600} aria-live="polite">
            {t('feedback.count', { count: data.total })}
          </Text>
          {data.feedback.map((feedback) => (
            <FeedbackItem key={feedback.id} feedback={feedback} />
          ))}
        </Stack>
      )}
      {data && data.total > FEEDBACK_PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(data.total / FEEDBACK_PAGE_SIZE)} value={page} onChange={setPage} aria-label={t('feedback.pagination')} />
        </Group>
      )}
    </Stack>
  );
}
