import { Card, Stack, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface TripCardSectionProps {
  id: string;
  icon: Icon;
  title: string;
  /** Space between the heading and the content. */
  gap?: 'sm' | 'md';
  children: ReactNode;
}

/** One part of the trip card: a bordered card named by its heading (with an icon). */
export function TripCardSection({ id, icon: SectionIcon, title, gap = 'sm', children }: TripCardSectionProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title order={3} size="h4" id={id}>
          <SectionIcon size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
