import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A password or setup key the server answered once; it lives only in this modal's props. */
export interface OneTimeSecret {
  title: string;
  /** What the secret is for, e.g. whose password it is. */
  intro: string;
  label: string;
  value: string;
  warning: string;
}

export interface OneTimeSecretModalProps {
  secret: OneTimeSecret | null;
  onClose: () => void;
}

/**
 * Shows a secret exactly once: closing drops it (the caller clears its state), and a click beside
 * the modal does not close it, so nobody loses a password by accident.
 */
export function OneTimeSecretModal({ secret, onClose }: OneTimeSecretModalProps) {
  const { t } = useTranslation('adminAuthSpots');
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={secret?.title}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('secret.close') }}
    >
      {secret && (
        <Stack gap="md">
          <Text size="sm">{secret.intro}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={600} id="one-time-secret-label">
              {secret.label}
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Code block aria-labelledby="one-time-secret-label" style={{ flex: 1, fontSize: 'var(--mantine-font-size-md)', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {secret.value}
              </Code>
              <CopyButton value={secret.value}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'filled' : 'light'}
                    color={copied ? 'agave' : undefined}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    onClick={copy}
                  >
                    {copied ? t('secret.copied') : t('secret.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('secret.onceTitle')}>
            {secret.warning}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('secret.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
