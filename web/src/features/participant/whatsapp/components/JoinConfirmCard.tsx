import { Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { showToast } from '../../../../lib/toast';
import { useConfirmWhatsappJoined } from '../../profile/queries/profile-queries';

/** Spec 4: confirming is possible only once the box is ticked; it cannot be undone. */
export function JoinConfirmCard() {
  const { t } = useTranslation('participant');
  const { t: tProfile } = useTranslation('participantProfile');
  const { errorText } = useContractMessage();
  const [ticked, setTicked] = useState(false);
  const confirm = useConfirmWhatsappJoined();

  const submit = async () => {
    try {
      await confirm.mutateAsync();
      showToast({ title: tProfile('messages.whatsappUpdatedTitle'), message: tProfile('messages.whatsappUpdated'), tone: 'success' });
    } catch (error) {
      // The server's reason (e.g. a past edition's WhatsApp is closed) in the page's language.
      showToast({ title: tProfile('messages.whatsappFailedTitle'), message: errorText(error, tProfile('messages.whatsappFailed')), tone: 'error' });
    }
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4">
          {t('whatsapp.confirmTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('whatsapp.confirmIntro')}
        </Text>
        <Checkbox checked={ticked} onChange={(event) => setTicked(event.currentTarget.checked)} label={t('whatsapp.confirmCheckbox')} />
        <Button onClick={() => void submit()} disabled={!ticked || confirm.isPending}>
          {confirm.isPending ? t('whatsapp.confirming') : t('whatsapp.confirm')}
        </Button>
      </Stack>
    </Paper>
  );
}
