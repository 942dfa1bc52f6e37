import { Paper, Text } from '@mantine/core';

export function EmptyNote({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Paper>
  );
}
