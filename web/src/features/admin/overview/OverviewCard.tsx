import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface OverviewCardProps {
  title: string;
  /** Beside the heading: the card's filter, or the link to its tab. */
  aside: ReactNode;
  children: ReactNode;
}

/** An Overview card: its heading with a filter or link on the right, then its content. */
export function OverviewCard({ title, aside, children }: OverviewCardProps) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4">
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
