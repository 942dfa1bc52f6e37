import { ActionIcon, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconHome, IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import { paths } from '../../../config/paths';
import { usePublishedFixedHeaderHeight } from '../../../lib/use-published-header-height';
import { dashboardPathFor } from '../../auth/dashboard-path';
import { useCurrentUser } from '../../auth/queries/current-user-queries';
import { useLogout } from '../../auth/queries/use-logout';
import classes from './DashboardHeader.module.css';

/** The height of both dashboards' `<header>` (the portal's and the frame's stylesheets say 72px too). */
export const DASHBOARD_HEADER_HEIGHT = 72;

export interface DashboardHeaderProps {
  /** Placed before the logo, e.g. the admin sidebar toggle. */
  leading?: ReactNode;
}

/**
 * The header of both dashboards (signed-in spec 2). Its contents only; the shell supplies the
 * `<header>` element. Nothing is shown when nobody is signed in.
 */
export function DashboardHeader({ leading }: DashboardHeaderProps) {
  const { t } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  const logout = useLogout();
  usePublishedFixedHeaderHeight(DASHBOARD_HEADER_HEIGHT, user !== null);
  if (!user) return null;

  const isOrganizer = user.role === 'ORGANIZER';
  const dashboardPath = dashboardPathFor(user.role);

  return (
    <Group justify="space-between" wrap="nowrap" h="100%" px="md" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {leading}
        <UnstyledButton component={Link} to={dashboardPath} className={classes.brand}>
          {/* Shrinks with its titles (the language switch beside it on a phone leaves little room). */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Logo size={40} />
            <div className={classes.titles}>
              <Text component="span" className={classes.title}>
                {t('header.title')}
              </Text>
              <Text component="span" size="xs" c="dimmed" className={classes.subtitle}>
                {t(`header.subtitle.${user.role}`)}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Group>

      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        <Group gap="sm" wrap="nowrap" visibleFrom="sm">
          <Text size="sm" className={classes.welcome}>
            {t('header.welcome', { name: user.fullName || user.email })}
          </Text>
          <Button component={Link} to={paths.home} variant="subtle" leftSection={<IconHome size={18} aria-hidden />}>
            {t('header.home')}
          </Button>
          <Button component={Link} to={dashboardPath} variant="light" leftSection={<IconLayoutDashboard size={18} aria-hidden />}>
            {isOrganizer ? t('header.admin') : t('header.dashboard')}
          </Button>
          <Button variant="outline" onClick={() => void logout()} leftSection={<IconLogout size={18} aria-hidden />}>
            {t('header.logout')}
          </Button>
        </Group>

        <Menu position="bottom-end" width={220}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.8" size="lg" hiddenFrom="sm" aria-label={t('header.menuLabel')}>
              <IconUserCircle size={22} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('header.welcome', { name: user.fullName || user.email })}</Menu.Label>
            <Menu.Item component={Link} to={paths.home} leftSection={<IconHome size={16} aria-hidden />}>
              {t('header.menu.home')}
            </Menu.Item>
            <Menu.Item component={Link} to={dashboardPath} leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
              {isOrganizer ? t('header.menu.adminDashboard') : t('header.menu.myDashboard')}
            </Menu.Item>
            <Menu.Item onClick={() => void logout()} leftSection={<IconLogout size={16} aria-hidden />}>
              {t('header.menu.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
