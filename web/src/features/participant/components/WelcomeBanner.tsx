import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParticipantEdition } from '../edition/queries/participant-edition-queries';
import classes from './WelcomeBanner.module.css';

export interface WelcomeBannerProps {
  name: string;
}

export function WelcomeBanner({ name }: WelcomeBannerProps) {
  const { t } = useTranslation('participant');
  // The participant's own edition (a past one stays theirs after organizers start the next).
  const year = useParticipantEdition().data?.year;
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.banner}>
      <Title order={1} className={classes.title}>
        {t('welcome.title', { name })}
      </Title>
      <Text mt="xs" className={classes.message}>
        {year === undefined ? t('welcome.messageNoYear') : t('welcome.message', { year })}
      </Text>
    </Paper>
  );
}
