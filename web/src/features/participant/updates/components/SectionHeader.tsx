import { Stack, Text, Title } from '@mantine/core';

export function SectionHeader({ title, subtitle, headingId }: { title: string; subtitle: string; headingId: string }) {
  return (
    <Stack gap={2}>
      <Title order={3} id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
    </Stack>
  );
}
