import { Anchor, Container, List, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { PageLink } from '../../../lib/page-navigation';
import { paths } from '../../../config/paths';
import type { LandingSectionProps } from '../sections';

const termsItems = ['independent', 'accounts', 'spots', 'conduct'] as const;

/** Short terms of service at the `terms` anchor, which the organizer setup checkbox refers to. */
export function TermsSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landing');
  return (
    <Container size="md" py="xl">
      <Title order={2} id={headingId} mb="md">
        {t('terms.title')}
      </Title>
      <List spacing="xs">
        {termsItems.map((item) => (
          <List.Item key={item}>{t(`terms.${item}`)}</List.Item>
        ))}
        <List.Item>
          <Trans t={t} i18nKey="terms.privacy" components={{ privacyLink: <Anchor component={PageLink} to={paths.privacy} underline="always" /> }} />
        </List.Item>
      </List>
    </Container>
  );
}
