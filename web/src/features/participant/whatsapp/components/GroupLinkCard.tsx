import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast';

/** Spec 2 "WhatsApp tab": the invite, opened in WhatsApp or copied; a clear note while organizers have not set it. */
export function GroupLinkCard({ link }: { link: string }) {
  const { t } = useTranslation('participant');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ title: t('whatsapp.copied'), message: t('whatsapp.copiedMessage'), tone: 'success' });
    } catch {
      showToast({ title: t('whatsapp.copyFailedTitle'), message: t('whatsapp.copyFailed'), tone: 'error' });
    }
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('whatsapp.linkTitle')}
        </Title>
        {link ? (
          <>
            <Text size="sm" c="dimmed">
              {t('whatsapp.linkIntro')}
            </Text>
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {link}
            </Anchor>
            <Group gap="sm">
              <Button
                component="a"
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                color="agave"
                leftSection={<IconExternalLink size={16} aria-hidden />}
                aria-label={t('whatsapp.openLabel')}
              >
                {t('whatsapp.open')}
              </Button>
              <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
                {t('whatsapp.copy')}
              </Button>
            </Group>
          </>
        ) : (
          <Alert color="terracotta" icon={<IconInfoCircle size={18} aria-hidden />} title={t('whatsapp.noLinkTitle')}>
            {t('whatsapp.noLink')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
