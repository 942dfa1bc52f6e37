import { Button, Group } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';

export interface ShowMoreToggleProps {
  expanded: boolean;
  onToggle: () => void;
  moreLabel: string;
  lessLabel: string;
}

/** The toggle under a list that shows its first items only. */
export function ShowMoreToggle({ expanded, onToggle, moreLabel, lessLabel }: ShowMoreToggleProps) {
  return (
    <Group justify="center" mt="lg">
      <Button
        variant="light"
        onClick={onToggle}
        aria-expanded={expanded}
        rightSection={expanded ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
      >
        {expanded ? lessLabel : moreLabel}
      </Button>
    </Group>
  );
}
