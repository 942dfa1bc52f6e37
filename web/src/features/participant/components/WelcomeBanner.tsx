import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { editionConfig } from '../../../config/edition';
import classes from './WelcomeBanner.module.css';

export interface WelcomeBannerProps {
  name: string;
}

export function WelcomeBanner({ name }: WelcomeBannerProps) {
  const { t } = useTranslation('participant');
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.banner}>
      <Title order={1} className={classes.title}>
        {t('welcome.title', { name })}
      </Title>
      <Text mt="xs" className={classes.message}>
        {t('welcome.message', { year: editionConfig.year })}
      </Text>
    </Paper>
  );
}
