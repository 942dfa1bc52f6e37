import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParticipantEdition } from '../edition/queries/participant-edition-queries';
import classes from './WelcomeBanner.module.css';
import { WelcomeBannerLayout } from './WelcomeBannerLayout';

export interface WelcomeBannerProps {
  name: string;
}

export function WelcomeBanner({ name }: WelcomeBannerProps) {
  const { t } = useTranslation('participant');
  const { t: tCommon } = useTranslation();
  // The participant's own edition (a past one stays theirs after organizers start the next).
  const year = useParticipantEdition().data?.year;
  return (
    <WelcomeBannerLayout
      edition={<p className={classes.edition}>{year === undefined ? tCommon('appName') : t('welcome.edition', { year })}</p>}
      title={
        <Title order={1} size="h2">
          {t('welcome.title', { name })}
        </Title>
      }
    />
  );
}
