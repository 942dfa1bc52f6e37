import { Group, List, Paper, Progress, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { profileCompletion, type ProfileCompletionInput } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

/** Spec 2/4: the six items, the percent they make, and a nudge until all are done. */
export function ProfileCompletionCard({ profile }: { profile: ProfileCompletionInput }) {
  const { t } = useTranslation('participantProfile');
  const { items, percent } = profileCompletion(profile);
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={3} size="h4">
          {t('completion.title')}
        </Title>
        <Text fw={700} c={percent === 100 ? 'agave.8' : undefined}>
          {t('completion.percent', { percent })}
        </Text>
      </Group>
      <Progress value={percent} color={percent === 100 ? 'agave' : 'terracotta'} size="lg" radius="xl" aria-label={t('completion.progressLabel')} />
      <List spacing={4} mt="md" size="sm" center aria-label={t('completion.checklistLabel')}>
        {items.map((item) => (
          <List.Item
            key={item.key}
            icon={
              <ThemeIcon size={20} radius="xl" color={item.done ? 'agave' : 'gray'} variant={item.done ? 'filled' : 'light'}>
                {item.done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
              </ThemeIcon>
            }
          >
            {t(`completion.items.${item.key}`)}
            <VisuallyHidden component="span">: {item.done ? t('completion.done') : t('completion.missing')}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
      {percent < 100 && (
        <Text size="sm" mt="md" c="dimmed">
          {t('messages.completeProfileHint')}
        </Text>
      )}
    </Paper>
  );
}
