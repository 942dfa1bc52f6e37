import { List, ThemeIcon, VisuallyHidden, type ListProps } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';

export interface DoneChecklistItem {
  key: string;
  label: string;
  done: boolean;
}

export interface DoneChecklistProps extends Omit<ListProps, 'children'> {
  items: readonly DoneChecklistItem[];
  /** Read after each item by screen readers, since the icon alone says nothing to them. */
  doneLabel: string;
  missingLabel: string;
}

/** What is done and what is still missing, one line each with a check or a dashed circle. */
export function DoneChecklist({ items, doneLabel, missingLabel, ...listProps }: DoneChecklistProps) {
  return (
    <List size="sm" center {...listProps}>
      {items.map((item) => (
        <List.Item
          key={item.key}
          icon={
            <ThemeIcon size={20} radius="xl" color={item.done ? 'agave' : 'gray'} variant={item.done ? 'filled' : 'light'}>
              {item.done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
            </ThemeIcon>
          }
        >
          {item.label}
          <VisuallyHidden component="span">: {item.done ? doneLabel : missingLabel}</VisuallyHidden>
        </List.Item>
      ))}
    </List>
  );
}
