import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './WelcomeBanner.module.css';

export interface WelcomeBannerLayoutProps {
  /** The participant's edition, or its placeholder in the portal's frame. */
  edition: ReactNode;
  /** The greeting by name, or its placeholder in the portal's frame. */
  title: ReactNode;
}

/**
 * The portal's welcome banner around its edition and greeting. Its message is no one's data, so
 * the portal's frame (the page's server-rendered HTML) shows it too, the same size: it is the
 * portal's largest text, and a phone paints it with the frame instead of after the app's scripts.
 */
export function WelcomeBannerLayout({ edition, title }: WelcomeBannerLayoutProps) {
  const { t } = useTranslation();
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.banner}>
      {edition}
      {title}
      <Text mt="xs" className={classes.message}>
        {t('portalWelcome')}
      </Text>
    </Paper>
  );
}

/** The banner as the frame shows it: placeholders where the edition and the name go. */
export function WelcomeBannerFrame() {
  return <WelcomeBannerLayout edition={<div className={`${classes.edition} ${classes.placeholder} ${classes.editionPlaceholder}`} />} title={<div className={`${classes.placeholder} ${classes.titlePlaceholder}`} />} />;
}
