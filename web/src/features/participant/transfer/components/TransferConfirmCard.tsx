import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Checkbox, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import {
  canConfirmTransfer,
  RECIPIENT_AFFILIATIONS,
  TRANSFER_NOTE_MAX,
  transferRequestSchema,
  type TransferRequest,
  type TransferRequestInput,
} from '@trek/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TransferChecklist } from './TransferChecklistCard';
import { useContractMessage } from '../../../../i18n/use-contract-message';

const NO_RECIPIENT: TransferRequestInput = { recipientEmail: '', recipientAffiliation: '', noteToOrganizers: '' };

export interface TransferConfirmCardProps {
  checklist: TransferChecklist;
  deadlinePassed: boolean;
  pending: boolean;
  onConfirm: (request: TransferRequest) => void;
}

/** Spec 4/5: optional recipient details and note (500), a final box; the button waits for every box, the deadline and any request in flight. */
export function TransferConfirmCard({ checklist, deadlinePassed, pending, onConfirm }: TransferConfirmCardProps) {
  const { t } = useTranslation('participantTransfer');
  const { text: translateMessage } = useContractMessage();
  const form = useForm<TransferRequestInput, unknown, TransferRequest>({ resolver: zodResolver(transferRequestSchema), defaultValues: NO_RECIPIENT });
  const noteToOrganizers = useWatch({ control: form.control, name: 'noteToOrganizers' }) ?? '';
  const { errors } = form.formState;
  // The final box is not part of the request: it only unlocks the button, with the checklist and the deadline.
  const [finalConfirmation, setFinalConfirmation] = useState(false);
  const enabled = canConfirmTransfer({ checklist, finalConfirmation, deadlinePassed, pending });

  const submit = form.handleSubmit((request) => {
    if (enabled) onConfirm(request);
  });

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="transfer-confirm-heading">
      <Title order={3} size="h4" id="transfer-confirm-heading">
        {t('confirm.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('confirm.subtitle')}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="transfer-confirm-heading">
        <Stack gap="md">
          <TextInput
            label={t('confirm.recipientEmail')}
            placeholder={t('confirm.recipientEmailPlaceholder')}
            type="email"
            autoComplete="off"
            {...form.register('recipientEmail')}
            error={translateMessage(errors.recipientEmail?.message)}
            disabled={deadlinePassed}
          />
          <Controller
            control={form.control}
            name="recipientAffiliation"
            render={({ field }) => (
              <Select
                label={t('confirm.recipientAffiliation')}
                placeholder={t('confirm.recipientAffiliationPlaceholder')}
                data={RECIPIENT_AFFILIATIONS.map((value) => ({ value, label: t(`affiliations.${value}`) }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={translateMessage(errors.recipientAffiliation?.message)}
                clearable
                disabled={deadlinePassed}
              />
            )}
          />
          <div>
            <Textarea
              label={t('confirm.note')}
              rows={3}
              resize="vertical"
              maxLength={TRANSFER_NOTE_MAX}
              {...form.register('noteToOrganizers')}
              error={translateMessage(errors.noteToOrganizers?.message)}
              disabled={deadlinePassed}
              aria-describedby="transfer-note-counter"
            />
            <Text id="transfer-note-counter" size="xs" c="dimmed" ta="right" mt={4}>
              {t('confirm.noteCounter', { count: noteToOrganizers.length, max: TRANSFER_NOTE_MAX })}
            </Text>
          </div>
          <Checkbox
            label={t('confirm.finalConfirmation')}
            checked={finalConfirmation}
            onChange={(event) => setFinalConfirmation(event.currentTarget.checked)}
            disabled={deadlinePassed}
          />
          {!enabled && !deadlinePassed && !pending && (
            <Text size="xs" c="dimmed" id="transfer-confirm-hint">
              {t('confirm.checklistIncomplete')}
            </Text>
          )}
          <Button
            type="submit"
            color="red"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            disabled={!enabled}
            loading={pending}
            aria-describedby={!enabled && !deadlinePassed && !pending ? 'transfer-confirm-hint' : undefined}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('confirm.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
