import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ERASED_PARTICIPANT_NAME, erasureResultSchema } from '@trek/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { DetailSection } from '../../components/DetailDrawer';
import { participantsPaths } from '../api/participants-api';
import { useContractMessage } from '../../../../i18n/use-contract-message';

const ERASED_KINDS = ['account', 'profile', 'logistics', 'feedback', 'announcementReads', 'applications', 'transfers'] as const;

/**
 * Erasure on request: after a dialog naming what goes, the participant service deletes the
 * person's profile, logistics, WhatsApp confirmation and transfer records, has auth erase the
 * account (kept disabled, without name, email or password) and tells the applications, updates,
 * upload and notifications services, which delete the rest within moments.
 */
export function EraseParticipantSection({ userId, name, accountName }: { userId: string; name: string; accountName: string }) {
  const { text } = useContractMessage();
  const { t } = useTranslation('adminParticipants');
  const queryClient = useQueryClient();
  const erase = useMutation({
    mutationFn: async () => erasureResultSchema.parse(await apiRequest('POST', `${participantsPaths.detail(userId)}/erase`)),
    onSuccess: async () => {
      showToast({ title: t('erase.done'), message: t('erase.doneMessage'), tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: [participantsPaths.roster] });
      await queryClient.invalidateQueries({ queryKey: [participantsPaths.detail(userId)] });
    },
  });
  if (accountName === ERASED_PARTICIPANT_NAME) return null;

  const confirm = () =>
    modals.openConfirmModal({
      title: t('erase.confirmTitle', { name }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('erase.confirmIntro', { name })}</Text>
          <List size="sm">
            {ERASED_KINDS.map((kind) => (
              <List.Item key={kind}>{t(`erase.kinds.${kind}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" fw={600}>
            {t('erase.confirmWarning')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('erase.confirm'), cancel: t('erase.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => erase.mutate(),
    });

  return (
    <DetailSection title={t('erase.title')}>
      <Text size="sm">{t('erase.hint')}</Text>
      {erase.isError ? (
        <Alert color="red" title={t('erase.failed')}>
          {text(stripStatusPrefix(erase.error.message))}
        </Alert>
      ) : null}
      <Button color="red" variant="light" loading={erase.isPending} onClick={confirm} style={{ alignSelf: 'flex-start' }}>
        {t('erase.button')}
      </Button>
    </DetailSection>
  );
}
