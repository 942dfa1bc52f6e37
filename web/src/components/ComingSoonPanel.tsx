import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ComingSoonPanel.module.css';

export interface ComingSoonPanelProps {
  icon: ReactNode;
  description: string;
  note: string;
}

/** Placeholder for a dashboard area whose content a later release adds; says what it will hold. */
export function ComingSoonPanel({ icon, description, note }: ComingSoonPanelProps) {
  return (
    <Paper withBorder p="xl" radius="md">
      <EmptyState
        variant="light"
        icon={icon}
        title={description}
        description={note}
        maw={560}
        mx="auto"
        classNames={{ title: classes.title }}
      />
    </Paper>
  );
}
