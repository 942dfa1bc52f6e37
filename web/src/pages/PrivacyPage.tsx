import { Box, Button, Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { BrandLink } from '../features/landing/components/BrandLink';
import { SiteLayout } from '../features/landing/components/SiteLayout';
import { PrivacyPolicy } from '../features/privacy/components/PrivacyPolicy';
import classes from './PrivacyPage.module.css';

export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const { t: tCommon } = useTranslation();
  useDocumentTitle(tCommon('documentTitle.privacy'));

  const header = (
    <Box component="header" className={classes.header}>
      <Container size="md" className={classes.bar}>
        <BrandLink withEditionLabel={false} />
        <Button component={Link} to={paths.home} variant="subtle" px="xs" leftSection={<IconArrowLeft size={18} aria-hidden className={classes.backIcon} />}>
          {t('backHome')}
        </Button>
      </Container>
    </Box>
  );

  return (
    <SiteLayout header={header}>
      <Container size="md" py="xl">
        <PrivacyPolicy />
      </Container>
    </SiteLayout>
  );
}
