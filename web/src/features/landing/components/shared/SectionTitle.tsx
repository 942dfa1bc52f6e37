import { Text, Title } from '@mantine/core';

/** The centred heading every content section starts with. */
export function SectionTitle({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div style={{ textAlign: 'center', marginBottom: 'var(--mantine-spacing-xl)' }}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}
