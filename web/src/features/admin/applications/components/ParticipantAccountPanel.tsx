import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck, IconSend, IconUserPlus } from '@tabler/icons-react';
import type { ApplicationDetail } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { showToast } from '../../../../lib/toast';
import { useResetPassword } from '../../auth-spots/queries/auth-spots-queries';
import { useCreateParticipantAccount } from '../queries/applications-queries';
import { useContractMessage } from '../../../../i18n/use-contract-message';

/**
 * "Create participant account" for accepted applications. The applicant is emailed a link to
 * choose their password (no password exists or is shown); a new link can be sent from here.
 */
export function ParticipantAccountPanel({ application }: { application: ApplicationDetail }) {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminApplications');
  const create = useCreateParticipantAccount(application.id);
  const resend = useResetPassword();
  const result = create.data;

  if (result) {
    const expires = resend.data?.setPasswordLink.expiresAt ?? result.setPasswordLinkExpiresAt;
    return (
      <Alert color="agave" icon={<IconMailCheck size={18} aria-hidden />} title={t('account.created', { email: result.email })}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('account.emailed', { email: result.email, expires: formatDateTime(expires) })}</Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={resend.isPending}
            aria-label={t('account.resendFor', { email: result.email })}
            onClick={() =>
              resend.mutate(result.accountId, {
                onSuccess: ({ setPasswordLink }) =>
                  showToast({
                    title: t('toasts.linkSent'),
                    message: t('toasts.linkSentMessage', { email: result.email, expires: formatDateTime(setPasswordLink.expiresAt) }),
                    tone: 'success',
                  }),
                onError: (error) => showToast({ title: t('toasts.failed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
              })
            }
          >
            {t('account.resend')}
          </Button>
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
          onSuccess: (created) => showToast({ title: t('toasts.accountCreated'), message: t('toasts.accountCreatedMessage', { email: created.email }), tone: 'success' }),
          onError: (error) => showToast({ title: t('toasts.failed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
        })
      }
    >
      {create.isPending ? t('account.creating') : t('account.create')}
    </Button>
  );
}
