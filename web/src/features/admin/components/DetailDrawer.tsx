import { Alert, Drawer, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { stripStatusPrefix } from '../../../lib/api-client';
import { useContractMessage } from '../../../i18n/use-contract-message';

/** A labelled value in a detail drawer; long text keeps its line breaks and wraps anywhere. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface DetailDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  loadFailedTitle: string;
  /** The read's error, if it failed. */
  error: Error | null;
  /** The detail once loaded; a spinner shows until then. */
  children?: ReactNode;
}

/** One list item's detail beside its organizer list: the read's failure, a spinner, or the detail. */
export function DetailDrawer({ opened, onClose, title, closeLabel, loadFailedTitle, error, children }: DetailDrawerProps) {
  const { text } = useContractMessage();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={<Text fw={700}>{title}</Text>} closeButtonProps={{ 'aria-label': closeLabel }}>
      {error ? (
        <Alert color="red" title={loadFailedTitle}>
          {text(stripStatusPrefix(error.message))}
        </Alert>
      ) : (
        (children ?? <PageSpinner />)
      )}
    </Drawer>
  );
}
