import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { EDITION } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

const usd = (amount: number) => amount.toLocaleString('en-US');

/** Step 0: what the trek is, from the spec's facts, before the applicant starts. */
export function IntroductionStep() {
  const { t } = useTranslation('apply');
  const facts = { days: EDITION.days, startCity: EDITION.startCity, endCity: EDITION.endCity };
  const items = [
    { label: t('introduction.datesLabel'), text: t('introduction.dates') },
    { label: t('introduction.routeLabel'), text: t('introduction.route', facts) },
    {
      label: t('introduction.costLabel'),
      text: t('introduction.cost', { subsidy: usd(EDITION.subsidyUsd), price: usd(EDITION.priceAfterSubsidyUsd) }),
    },
    { label: t('introduction.reviewLabel'), text: t('introduction.review', { reviewStarts: EDITION.reviewStarts }) },
  ];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('introduction.title', { year: EDITION.year })}
      </Title>
      <Text>{t('introduction.summary', facts)}</Text>
      <List spacing="xs">
        {items.map((item) => (
          <List.Item key={item.label}>
            <Text component="span" fw={600}>
              {item.label}:
            </Text>{' '}
            {item.text}
          </List.Item>
        ))}
      </List>
      <Alert variant="light" color="agave" role="note" icon={<IconClock size={20} aria-hidden />}>
        {t('introduction.timeNote')}
      </Alert>
    </Stack>
  );
}
