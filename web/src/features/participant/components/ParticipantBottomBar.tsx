import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { participantTabs, useParticipantTabText, type ParticipantTabId } from '../participant-tabs';
import classes from './ParticipantBottomBar.module.css';

export interface ParticipantBottomBarProps {
  activeTab: ParticipantTabId;
}

/** Mobile navigation: the tabs as a bar fixed to the bottom of the screen. */
export function ParticipantBottomBar({ activeTab }: ParticipantBottomBarProps) {
  const { t } = useTranslation('participant');
  const tabText = useParticipantTabText();
  return (
    <nav aria-label={t('tabsLabel')} className={classes.bar}>
      {participantTabs.map(({ id, hash, icon: Icon }) => (
        <UnstyledButton
          key={id}
          component={Link}
          to={{ hash }}
          replace
          className={classes.item}
          data-active={id === activeTab || undefined}
          aria-current={id === activeTab ? 'page' : undefined}
        >
          <Icon size={22} aria-hidden />
          <span className={classes.label}>{tabText(id, 'label')}</span>
        </UnstyledButton>
      ))}
    </nav>
  );
}
