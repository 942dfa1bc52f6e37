import { Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The message a section shows when it has nothing to show yet. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center" bg="var(--mantine-color-gray-0)">
      <Text c="dimmed" fw={500}>
        {children}
      </Text>
    </Paper>
  );
}

/**
 * A section's read failed. Not an ARIA alert: it is part of the page as it loads, not news that
 * interrupts the visitor (toasts are the alerts).
 */
export function LoadFailedMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" bg="red.0" bd="1px solid var(--mantine-color-red-3)">
      <Group gap="xs" wrap="nowrap" c="red.9">
        <IconAlertTriangle size={20} aria-hidden />
        <Text fw={700}>{title}</Text>
      </Group>
      {children && (
        <Text size="sm" mt={4} c="red.9">
          {children}
        </Text>
      )}
    </Paper>
  );
}
