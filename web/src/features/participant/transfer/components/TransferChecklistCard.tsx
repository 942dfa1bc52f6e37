import { Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { TRANSFER_CHECKLIST, type TransferChecklistItem } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

export type TransferChecklist = Record<TransferChecklistItem, boolean>;

export const emptyChecklist: TransferChecklist = { foundPerson: false, personAgreed: false, recipientOwnSignIn: false, informedOrganizers: false };

export interface TransferChecklistCardProps {
  checklist: TransferChecklist;
  onChange: (item: TransferChecklistItem, checked: boolean) => void;
  disabled: boolean;
}

export function TransferChecklistCard({ checklist, onChange, disabled }: TransferChecklistCardProps) {
  const { t } = useTranslation('participantTransfer');
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="transfer-checklist-heading">
      <Title order={3} size="h4" id="transfer-checklist-heading">
        {t('checklist.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('checklist.subtitle')}
      </Text>
      <Stack gap="sm">
        {TRANSFER_CHECKLIST.map((item) => (
          <Checkbox
            key={item}
            label={t(`checklist.items.${item}`)}
            checked={checklist[item]}
            disabled={disabled}
            onChange={(event) => onChange(item, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Card>
  );
}
