import { Button, Card, CopyButton, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalendarPlus } from '@tabler/icons-react';
import { calendarUrlIn, webcalUrl } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format-date';
import { showToast } from '../../../../lib/toast';
import { useParticipantEdition } from '../../edition/queries/participant-edition-queries';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../queries/calendar-feed-queries';
import { currentLanguage } from '../../../../i18n/language';
import { useContractMessage } from '../../../../i18n/use-contract-message';

/**
 * The participant's private trip calendar: the itinerary with their own choices at an address
 * calendar apps subscribe to. Making a new address or turning it off stops the old one, so both ask first.
 * The address handed out carries the portal's language, so the feed is written in it.
 */
export function TripCalendarCard() {
  const { text } = useContractMessage();
  const { t } = useTranslation('participantUpdates');
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const year = useParticipantEdition().data?.year;
  const url = feed.data?.url ? calendarUrlIn(feed.data.url, currentLanguage()) : null;

  const failed = (error: Error) => showToast({ title: t('calendar.failedTitle'), message: text(stripStatusPrefix(error.message)), tone: 'error' });
  const makeLink = () =>
    create.mutate(undefined, { onSuccess: () => showToast({ title: t('calendar.createdTitle'), message: t('calendar.createdMessage'), tone: 'success' }), onError: failed });
  const confirm = (kind: 'renew' | 'revoke', onConfirm: () => void) =>
    modals.openConfirmModal({
      title: t(`calendar.${kind}Title`),
      children: <Text size="sm">{t(`calendar.${kind}Body`)}</Text>,
      labels: { confirm: t(`calendar.${kind}Confirm`), cancel: t('calendar.cancel') },
      confirmProps: { color: kind === 'revoke' ? 'red' : 'agave' },
      onConfirm,
    });
  const turnOff = () =>
    revoke.mutate(undefined, { onSuccess: () => showToast({ title: t('calendar.revokedTitle'), message: t('calendar.revokedMessage'), tone: 'success' }), onError: failed });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="trip-calendar-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="trip-calendar-title">
          {t('calendar.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {year ? t('calendar.intro', { year }) : t('calendar.introNoYear')}
        </Text>
        {feed.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('calendar.loading')}</Text>
          </Group>
        ) : feed.isError ? (
          <LoadErrorAlert title={t('calendar.loadFailed')} error={feed.error} retryLabel={t('calendar.retry')} onRetry={() => void feed.refetch()} />
        ) : url === null ? (
          <Group>
            <Button onClick={makeLink} loading={create.isPending} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
              {t('calendar.create')}
            </Button>
          </Group>
        ) : (
          <>
            <TextInput label={t('calendar.linkLabel')} description={t('calendar.linkLanguage')} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
            {feed.data.createdAt && (
              <Text size="xs" c="dimmed">
                {t('calendar.madeOn', { date: formatDate(feed.data.createdAt) })}
              </Text>
            )}
            <Group gap="sm">
              <Button component="a" href={webcalUrl(url)} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
                {t('calendar.subscribe')}
              </Button>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('calendar.copied') : t('calendar.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button variant="subtle" loading={create.isPending} onClick={() => confirm('renew', makeLink)}>
                {t('calendar.renew')}
              </Button>
              <Button variant="subtle" color="red" loading={revoke.isPending} onClick={() => confirm('revoke', turnOff)}>
                {t('calendar.revoke')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
