import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * Shown by the participant portal when nobody is signed in (signed-in spec 2 and 6). Sign-in
 * leads back to the portal address asked for (pathAfterSignIn).
 */
export function AccessDeniedCard() {
  const { t } = useTranslation('participant');
  const location = useLocation();
  return (
    <Center mih="70vh" p="md" component="main" id="main-content">
      <Card withBorder shadow="sm" radius="lg" p="xl" maw={420}>
        <Stack align="center" ta="center" gap="sm">
          <IconLock size={40} aria-hidden />
          <Title order={1} size="h2">
            {t('accessDenied.title')}
          </Title>
          <Text>{t('accessDenied.message')}</Text>
          <Button component={Link} to={{ pathname: paths.home, hash: 'auth' }} state={{ returnTo: `${location.pathname}${location.search}${location.hash}` }}>
            {t('accessDenied.signIn')}
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
