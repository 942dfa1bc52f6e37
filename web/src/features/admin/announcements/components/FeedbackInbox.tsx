import { Badge, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { useListFilters } from '../../components/list-filters';
import { EmptyListNotice } from '../../components/ListTable';
import { ListPagination } from '../../components/ListPagination';
import { EMPTY_FEEDBACK_FILTERS, FEEDBACK_PAGE_SIZE, inboxParams, useFeedbackInbox } from '../queries/feedback-queries';
import { FeedbackFilters } from './FeedbackFilters';
import { FeedbackItem } from './FeedbackItem';
import { SectionHeader } from '../../components/SectionHeader';

/** Every participant's feedback, newest first, filtered and paged by the server; status changes in place. */
export function FeedbackInbox() {
  const { t } = useTranslation('adminAnnouncements');
  const { filters, debouncedFilters, changeFilters, page, setPage, isFiltered } = useListFilters(EMPTY_FEEDBACK_FILTERS);
  const inbox = useFeedbackInbox(inboxParams(debouncedFilters, page));

  const data = inbox.data;
  return (
    <Stack gap="md">
      <SectionHeader title={t('feedback.heading')} intro={t('feedback.intro')}>
        {data && (
          <Badge size="lg" variant={data.unreadCount > 0 ? 'filled' : 'light'} color={data.unreadCount > 0 ? 'terracotta' : 'gray'}>
            {t('feedback.unread', { count: data.unreadCount })}
          </Badge>
        )}
      </SectionHeader>
      <Paper withBorder p="md" radius="md">
        <FeedbackFilters value={filters} onChange={changeFilters} />
      </Paper>
      {inbox.isError ? (
        <LoadErrorAlert title={t('feedback.loadFailed')} error={inbox.error} retryLabel={t('feedback.retry')} onRetry={() => void inbox.refetch()} />
      ) : !data ? (
        <Skeleton height={200} radius="md" aria-label={t('feedback.loading')} />
      ) : data.feedback.length === 0 ? (
        <EmptyListNotice>{isFiltered ? t('feedback.emptyFiltered') : t('feedback.empty')}</EmptyListNotice>
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
      <ListPagination total={data?.total ?? 0} pageSize={FEEDBACK_PAGE_SIZE} page={page} onChange={setPage} label={t('feedback.pagination')} />
    </Stack>
  );
}
