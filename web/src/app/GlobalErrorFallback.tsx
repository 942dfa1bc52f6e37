import { Button, Code, Collapse, Container, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo';

export interface GlobalErrorFallbackProps {
  error: Error;
}

/** Spec 2.1: the screen shown when anything outside the router's own error handling crashes. */
export function GlobalErrorFallback({ error }: GlobalErrorFallbackProps) {
  const { t } = useTranslation();
  const [detailsOpen, { toggle }] = useDisclosure(false);
  const detailsId = useId();

  return (
    <Container size="sm" py="xl" component="main">
      <Stack align="center" gap="md" ta="center">
        <Logo size={64} title={t('logoAlt')} />
        <Title order={1}>{t('globalError.title')}</Title>
        <Text>{t('globalError.message')}</Text>
        <Button onClick={() => window.location.reload()}>{t('globalError.refresh')}</Button>
        <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={detailsOpen} aria-controls={detailsId}>
          {detailsOpen ? t('globalError.hideDetails') : t('globalError.showDetails')}
        </Button>
        <Collapse expanded={detailsOpen} id={detailsId} w="100%">
          <Code block ta="left">
            {error.stack ?? `${error.name}: ${error.message}`}
          </Code>
        </Collapse>
      </Stack>
    </Container>
  );
}
