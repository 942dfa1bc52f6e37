import { Button, Card, Checkbox, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import {
  canConfirmTransfer,
  RECIPIENT_AFFILIATIONS,
  TRANSFER_NOTE_MAX,
  transferRequestSchema,
  type RecipientAffiliation,
  type TransferRequest,
} from '@trek/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferChecklist } from './TransferChecklistCard';
import { useContractMessage } from '../../../../i18n/use-contract-message';

type FieldErrors = Partial<Record<keyof TransferRequest, string>>;

const isAffiliation = (value: string | null): value is RecipientAffiliation => RECIPIENT_AFFILIATIONS.some((affiliation) => affiliation === value);

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
  const [recipientEmail, setRecipientEmail] = useState('');
  const [recipientAffiliation, setRecipientAffiliation] = useState<RecipientAffiliation | null>(null);
  const [noteToOrganizers, setNoteToOrganizers] = useState('');
  const [finalConfirmation, setFinalConfirmation] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const enabled = canConfirmTransfer({ checklist, finalConfirmation, deadlinePassed, pending });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    const parsed = transferRequestSchema.safeParse({ recipientEmail, recipientAffiliation: recipientAffiliation ?? '', noteToOrganizers });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof TransferRequest;
        fieldErrors[field] ??= translateMessage(issue.message);
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    onConfirm(parsed.data);
  };

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="transfer-confirm-heading">
      <Title order={3} size="h4" id="transfer-confirm-heading">
        {t('confirm.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('confirm.subtitle')}
      </Text>
      <form onSubmit={submit} noValidate aria-labelledby="transfer-confirm-heading">
        <Stack gap="md">
          <TextInput
            label={t('confirm.recipientEmail')}
            placeholder={t('confirm.recipientEmailPlaceholder')}
            type="email"
            autoComplete="off"
            value={recipientEmail}
            onChange={(event) => setRecipientEmail(event.currentTarget.value)}
            error={errors.recipientEmail}
            disabled={deadlinePassed}
          />
          <Select
            label={t('confirm.recipientAffiliation')}
            placeholder={t('confirm.recipientAffiliationPlaceholder')}
            data={RECIPIENT_AFFILIATIONS.map((value) => ({ value, label: t(`affiliations.${value}`) }))}
            value={recipientAffiliation}
            onChange={(value) => setRecipientAffiliation(isAffiliation(value) ? value : null)}
            error={errors.recipientAffiliation}
            clearable
            disabled={deadlinePassed}
          />
          <div>
            <Textarea
              label={t('confirm.note')}
              rows={3}
              resize="vertical"
              maxLength={TRANSFER_NOTE_MAX}
              value={noteToOrganizers}
              onChange={(event) => setNoteToOrganizers(event.currentTarget.value)}
              error={errors.noteToOrganizers}
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
