import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { SETUP_ITEMS, type SetupItem } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

export interface SetupBadgesProps {
  missing: readonly SetupItem[];
  setupPercent: number;
}

/** The three setup items as done/missing badges over a bar of the setup percent. */
export function SetupBadges({ missing, setupPercent }: SetupBadgesProps) {
  const { t } = useTranslation('adminParticipants');
  return (
    <Stack gap={6} miw={240}>
      <Group gap={4} wrap="nowrap">
        {SETUP_ITEMS.map((item) => {
          const done = !missing.includes(item);
          const label = t(`setupItems.${item}`);
          return (
            <Badge
              key={item}
              size="xs"
              variant="light"
              color={done ? 'agave' : 'gray'}
              leftSection={done ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
              aria-label={done ? t('setupBadge.done', { item: label }) : t('setupBadge.missing', { item: label })}
              style={{ minWidth: 'max-content' }}
            >
              {label}
            </Badge>
          );
        })}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Progress value={setupPercent} size="sm" style={{ flex: 1 }} color={setupPercent === 100 ? 'agave' : 'terracotta'} aria-label={t('setupPercent', { percent: setupPercent })} />
        <Text size="xs" c="dimmed" w={36} ta="right">
          {setupPercent}%
        </Text>
      </Group>
    </Stack>
  );
}
