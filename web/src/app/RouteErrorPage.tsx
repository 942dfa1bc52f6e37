import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo';

/**
 * Spec 2.1: what the router shows when a page fails to render or load. A page opened with no
 * network (its code is not on the device) says the device is offline rather than "Application
 * Error": nothing is broken, the visitor only needs a connection.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const texts = typeof navigator !== 'undefined' && !navigator.onLine ? 'offlineError' : 'routeError';
  return (
    <Container size="sm" py="xl" component="main">
      <Stack align="center" gap="md" ta="center">
        <Logo size={64} title={t('logoAlt')} />
        <Title order={1}>{t(`${texts}.title`)}</Title>
        <Text>{t(`${texts}.message`)}</Text>
        <Button onClick={() => window.location.reload()}>{t(`${texts}.refresh`)}</Button>
      </Stack>
    </Container>
  );
}
