import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo';

/** Spec 2.1: what the router shows when a page fails to render or load. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component="main">
      <Stack align="center" gap="md" ta="center">
        <Logo size={64} title={t('logoAlt')} />
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{t('routeError.message')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.refresh')}</Button>
      </Stack>
    </Container>
  );
}
