import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { IconMailCheck, IconUserPlus } from '@tabler/icons-react';
import type { ApplicationDetail } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useCreateParticipantAccount } from '../queries/applications-queries';

/** "Create participant account" for accepted applications; the answer (and password, once) stays visible here. */
export function ParticipantAccountPanel({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('adminApplications');
  const create = useCreateParticipantAccount(application.id);
  const result = create.data;

  if (result) {
    return (
      <Alert color={result.credentialsEmailed ? 'agave' : 'yellow'} icon={<IconMailCheck size={18} aria-hidden />} title={t('account.created', { email: result.email })}>
        <Stack gap={4}>
          <Text size="sm">{result.credentialsEmailed ? t('account.emailed') : t('account.notEmailed')}</Text>
          {!result.credentialsEmailed && (
            <Text size="sm">
              {t('account.password')}: <Code>{result.generatedPassword}</Code>
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  if (application.participantAccountId) return <Text size="sm">{t('account.exists', { id: application.participantAccountId })}</Text>;
  if (application.status !== 'accepted') {
    return (
      <Text size="sm" c="dimmed">
        {t('account.onlyAccepted')}
      </Text>
    );
  }
  return (
    <Button
      leftSection={<IconUserPlus size={18} aria-hidden />}
      loading={create.isPending}
      style={{ alignSelf: 'flex-start' }}
      onClick={() =>
        create.mutate(undefined, {
          onSuccess: (created) =>
            showToast({
              title: t('toasts.accountCreated'),
              message: created.credentialsEmailed ? t('toasts.accountCreatedMessage', { email: created.email }) : t('toasts.accountCreatedNoEmail'),
              tone: created.credentialsEmailed ? 'success' : 'info',
            }),
          onError: (error) => showToast({ title: t('toasts.failed'), message: stripStatusPrefix(error.message), tone: 'error' }),
        })
      }
    >
      {create.isPending ? t('account.creating') : t('account.create')}
    </Button>
  );
}
