import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { privacyMessages } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { formatDateTime } from '../../../lib/format-date';
import { downloadMyData } from './api/privacy-api';
import { useOwnLogisticsReads } from './queries/privacy-queries';

/** How many read dates the card lists before summing up the rest. */
const SHOWN_READS = 5;

/**
 * The participant's own data: a download of everything the portal holds about them, and when
 * organizers viewed their logistics (every organizer read is logged by the server).
 */
export function YourDataCard() {
  const { t } = useTranslation('participant');
  const { text, errorText } = useContractMessage();
  const reads = useOwnLogisticsReads();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadMyData();
    } catch (failure) {
      setError(errorText(failure, text(privacyMessages.exportFailed)));
    } finally {
      setDownloading(false);
    }
  };

  const list = reads.data?.reads ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="your-data-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="your-data-title">
          {t('privacy.title')}
        </Title>
        <Text size="sm">{t('privacy.downloadHint')}</Text>
        <Group>
          <Button variant="light" loading={downloading} onClick={() => void download()}>
            {t('privacy.download')}
          </Button>
        </Group>
        {error ? (
          <Alert color="red" title={t('privacy.downloadFailed')}>
            {error}
          </Alert>
        ) : null}
        <Title order={3} size="h5">
          {t('privacy.readsTitle')}
        </Title>
        {reads.isError ? <LoadErrorAlert title={t('privacy.readsFailed')} error={reads.error} retryLabel={t('privacy.retry')} onRetry={() => void reads.refetch()} /> : null}
        {reads.isSuccess && list.length === 0 ? <Text size="sm">{t('privacy.noReads')}</Text> : null}
        {list.length > 0 ? (
          <>
            <Text size="sm">{t('privacy.readsIntro')}</Text>
            <List size="sm" spacing={4}>
              {list.slice(0, SHOWN_READS).map((read) => (
                <List.Item key={`${read.at}-${read.view}`}>{t('privacy.readOn', { when: formatDateTime(read.at), view: t(`privacy.views.${read.view}`) })}</List.Item>
              ))}
            </List>
            {list.length > SHOWN_READS ? <Text size="sm" c="dimmed">{t('privacy.moreReads', { count: list.length - SHOWN_READS })}</Text> : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
