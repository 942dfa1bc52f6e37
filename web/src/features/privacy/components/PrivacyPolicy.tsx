import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { RETENTION_DEFAULTS } from '@trek/contracts/zod-free';
import { useEdition } from '../../edition/queries/edition-queries';

const collectedData = ['application', 'accounts', 'profile', 'logistics', 'messages'] as const;
const dataAccess = ['applications', 'logistics', 'reads', 'profile', 'noSale'] as const;
const plainSections = ['use', 'storage', 'retention'] as const;

/** A titled part of the policy; its heading names the section for assistive technology. */
function PolicySection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`privacy-${id}`}>
      <Title order={2} id={`privacy-${id}`} size="h3" mb="xs">
        {heading}
      </Title>
      {children}
    </section>
  );
}

/** The privacy policy linked from the footer: what is collected, who sees it, how to delete it. */
export function PrivacyPolicy() {
  const { t } = useTranslation('privacy');
  // The edition settings' mailbox and year (content service).
  const edition = useEdition().data;
  const contactEmail = edition?.contactEmail ?? '';
  const year = edition?.year;
  const mailLink = <Anchor href={`mailto:${contactEmail}`} />;
  // The retention days are edition settings; before they load, the defaults they start with.
  const retention = {
    logisticsDays: edition?.logisticsRetentionDays ?? RETENTION_DEFAULTS.logisticsRetentionDays,
    applicationDays: edition?.applicationRetentionDays ?? RETENTION_DEFAULTS.applicationRetentionDays,
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {year === undefined ? null : t('lastUpdated', { year })}
        </Text>
      </div>
      <Text>{t('intro')}</Text>

      <PolicySection id="collect" heading={t('collect.heading')}>
        <List spacing="xs">
          {collectedData.map((item) => (
            <List.Item key={item}>{t(`collect.${item}`)}</List.Item>
          ))}
        </List>
      </PolicySection>

      <PolicySection id="access" heading={t('access.heading')}>
        <List spacing="xs">
          {dataAccess.map((item) => (
            <List.Item key={item}>{t(`access.${item}`)}</List.Item>
          ))}
        </List>
      </PolicySection>

      {plainSections.map((section) => (
        <PolicySection key={section} id={section} heading={t(`${section}.heading`)}>
          <Text>{t(`${section}.body`, retention)}</Text>
        </PolicySection>
      ))}

      <PolicySection id="rights" heading={t('rights.heading')}>
        <Text>
          <Trans t={t} i18nKey="rights.body" values={{ email: contactEmail }} components={{ mailLink }} />
        </Text>
      </PolicySection>

      <PolicySection id="contact" heading={t('contact.heading')}>
        <Text>
          <Trans t={t} i18nKey="contact.body" values={{ email: contactEmail }} components={{ mailLink }} />
        </Text>
      </PolicySection>
    </Stack>
  );
}
