import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { EDITION, EDITION_WORDS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/language';
import { formatAmount } from '../../../lib/format-money';
import { tripRange, weekdayDate } from '../../edition/edition-dates';
import { useEdition } from '../../edition/queries/edition-queries';

/** "Sunday, March 15 to Sunday, March 22, 2026, with an optional Day 0 on Saturday, March 14 (March 14 to 22)." */
function datesText(t: ReturnType<typeof useTranslation<'apply'>>['t'], edition: { year: number; startDate: string; endDate: string; day0Date: string }) {
  const values = { start: weekdayDate(edition.startDate), end: weekdayDate(edition.endDate), year: edition.year, range: tripRange(edition) };
  return edition.day0Date ? t('introduction.dates', { ...values, day0: weekdayDate(edition.day0Date) }) : t('introduction.datesNoDay0', values);
}

/** Step 0: what the trek is, from the edition settings and the spec's facts, before the applicant starts. */
export function IntroductionStep() {
  const { t } = useTranslation('apply');
  const edition = useEdition().data;
  const { startCity, endCity, reviewStarts } = EDITION_WORDS[currentLanguage()];
  const facts = { days: EDITION.days, startCity, endCity };
  const prices = edition ?? EDITION;
  const items = [
    ...(edition ? [{ label: t('introduction.datesLabel'), text: datesText(t, edition) }] : []),
    { label: t('introduction.routeLabel'), text: t('introduction.route', facts) },
    {
      label: t('introduction.costLabel'),
      text: t('introduction.cost', { subsidy: formatAmount(prices.subsidyUsd), price: formatAmount(prices.priceAfterSubsidyUsd) }),
    },
    { label: t('introduction.reviewLabel'), text: t('introduction.review', { reviewStarts }) },
  ];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {edition ? t('introduction.title', { year: edition.year }) : t('introduction.titleNoYear')}
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
