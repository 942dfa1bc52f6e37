import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { PublicEdition } from '@trek/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { calendarDate } from '../../edition/edition-dates';

/** /apply after the application deadline: applications for the year are closed, and how to reach the team. */
export function ApplicationsClosed({ edition }: { edition: PublicEdition }) {
  const { t } = useTranslation('apply');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="terracotta" variant="light">
          <IconCalendarOff size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('closed.title', { year: edition.year })}
        </Title>
        <Text maw={520}>{t('closed.deadline', { date: calendarDate(edition.applicationDeadline) })}</Text>
        <Text maw={520}>
          <Trans
            t={t}
            i18nKey="closed.contact"
            values={{ email: edition.contactEmail }}
            components={{ mail: <Anchor href={`mailto:${edition.contactEmail}`} inherit fw={600} /> }}
          />
        </Text>
        <Button component={Link} to={paths.home} variant="light">
          {t('closed.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
