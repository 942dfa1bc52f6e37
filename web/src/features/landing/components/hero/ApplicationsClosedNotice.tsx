import { Anchor, Paper, Text } from '@mantine/core';
import type { PublicEdition } from '@trek/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { calendarDate } from '../../../edition/edition-dates';
import classes from './HeroSection.module.css';

/** Shown in the hero once the application deadline has passed: when it was and whom to write to. */
export function ApplicationsClosedNotice({ edition }: { edition: PublicEdition }) {
  const { t } = useTranslation('landingSections');
  return (
    <Paper radius="md" p="md" maw={560} className={classes.closed} role="status">
      <Text fw={700}>{t('hero.closedTitle', { year: edition.year })}</Text>
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="hero.closed"
          values={{ date: calendarDate(edition.applicationDeadline), email: edition.contactEmail }}
          components={{ mail: <Anchor href={`mailto:${edition.contactEmail}`} inherit c="white" underline="always" fw={600} /> }}
        />
      </Text>
    </Paper>
  );
}
