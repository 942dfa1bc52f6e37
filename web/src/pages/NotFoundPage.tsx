import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { paths } from '../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('documentTitle.notFound'));
  return (
    <Container size="sm" py={64} component="main">
      <Stack align="center" gap="md" ta="center">
        <Logo size={96} title={t('logoAlt')} />
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.description')}</Text>
        <Button component={Link} to={paths.home}>
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
