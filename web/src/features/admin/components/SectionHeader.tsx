import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SectionHeaderProps {
  title: string;
  intro: string;
  /** What sits beside the heading: an action or a count. */
  children?: ReactNode;
}

/** A section of an admin tab: its heading and what it is for, with an aside on the right. */
export function SectionHeader({ title, intro, children }: SectionHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      </div>
      {children}
    </Group>
  );
}
