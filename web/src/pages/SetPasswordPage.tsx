import { Box, Button, Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { SetPasswordScreen } from '../features/auth/components/SetPasswordScreen';
import { BrandLink } from '../features/landing/components/BrandLink';
import { SiteLayout } from '../features/landing/components/SiteLayout';
import classes from './PrivacyPage.module.css';

/** Where emailed set-password links lead (`/set-password#token=…`). */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('setPassword.documentTitle')} · Mexico Trek`);

  const header = (
    <Box component="header" className={classes.header}>
      <Container size="md" className={classes.bar}>
        <BrandLink withEditionLabel={false} />
        <Button component={Link} to={paths.home} variant="subtle" px="xs" leftSection={<IconArrowLeft size={18} aria-hidden className={classes.backIcon} />}>
          {t('setPassword.backHome')}
        </Button>
      </Container>
    </Box>
  );

  return (
    <SiteLayout header={header}>
      <Container size="md" py="xl">
        <SetPasswordScreen />
      </Container>
    </SiteLayout>
  );
}
