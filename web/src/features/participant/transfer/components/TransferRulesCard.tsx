import { Card, List, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDeadline } from '../format-deadline';

/** Spec 9: deadline, once per spot, never a spot received by transfer, eligibility, refunds, what is cleared. */
export function TransferRulesCard({ deadline }: { deadline: string }) {
  const { t } = useTranslation('participantTransfer');
  const rules = [
    t('rules.deadline', { deadline: formatDeadline(deadline) }),
    t('rules.oncePerSpot'),
    t('rules.notReceived'),
    t('rules.eligibility'),
    t('rules.nonRefundable'),
    t('rules.cleared'),
  ];
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="transfer-rules-heading">
      <Title order={3} size="h4" id="transfer-rules-heading" mb="sm">
        {t('rules.title')}
      </Title>
      <List spacing="xs" size="sm" icon={<IconInfoCircle size={16} aria-hidden />} center>
        {rules.map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List>
    </Card>
  );
}
