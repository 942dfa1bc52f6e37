import { Box, Burger, Button, Container, Divider, Group, Stack, Text, Transition } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../lib/page-navigation';
import { dashboardPathFor } from '../../auth/dashboard-path';
import { headerNavAnchors } from '../section-anchors';
import { usePageSession } from '../../../lib/page-session';
import { usePublishedHeaderHeight } from '../../../lib/use-published-header-height';
import { useSectionLink } from '../use-section-link';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import { BrandLink } from './BrandLink';
import classes from './LandingHeader.module.css';

/** Spec 2.2 header: skip link, brand, section navigation and the visitor's sign-in state. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  const { user, logout } = usePageSession();
  const sectionLink = useSectionLink();
  const [menuOpen, menu] = useDisclosure(false);
  const mobileMenuId = useId();
  const isOrganizer = user?.role === 'ORGANIZER';
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  usePublishedHeaderHeight(headerRef);
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    menu.close();
    menuButtonRef.current?.focus();
  });

  return (
    <Box component="header" ref={headerRef} className={classes.header}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToMain')}
      </a>
      <Container size="xl" className={classes.bar}>
        <BrandLink onClick={menu.close} />

        <Group component="nav" aria-label={t('header.navLabel')} gap={4} visibleFrom="sm" className={classes.nav}>
          {headerNavAnchors.map((anchor) => (
            <Button key={anchor} component={PageLink} variant="subtle" color="gray.8" size="compact-md" {...sectionLink(anchor)}>
              {t(`header.nav.${anchor}`)}
            </Button>
          ))}
        </Group>

        <Group gap="sm" wrap="nowrap" className={classes.account}>
          <LanguageSwitch />
          <Group gap="sm" visibleFrom="sm" wrap="nowrap">
            {user ? (
              <>
                <Text size="sm" className={classes.welcome}>
                  {t('header.welcome', { name: user.fullName })}
                </Text>
                <Button component={PageLink} to={dashboardPathFor(user.role)} size="sm">
                  {isOrganizer ? t('header.admin') : t('header.dashboard')}
                </Button>
                <Button variant="outline" size="sm" onClick={logout}>
                  {t('header.logout')}
                </Button>
              </>
            ) : (
              <Button component={PageLink} size="sm" {...sectionLink('auth')}>
                {t('header.signIn')}
              </Button>
            )}
          </Group>

          <Burger
            ref={menuButtonRef}
            hiddenFrom="sm"
            opened={menuOpen}
            onClick={menu.toggle}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
          />
        </Group>
      </Container>

      {/* Over the page, not in its flow: opening or closing it moves no section, so a link's scroll lands.
          It fades in rather than unfolding: an unfolding menu clips its lower links, and a tap on one
          before it has unfolded focuses the link, which scrolls the menu under the finger, so the tap
          ends beside the link and does nothing. */}
      <Transition mounted={menuOpen} transition="fade" duration={150}>
        {(transitionStyles) => (
          <Box hiddenFrom="sm" id={mobileMenuId} className={classes.mobileMenu} style={transitionStyles}>
            <Container size="xl" pb="md">
              <Stack gap={4} component="nav" aria-label={t('header.navLabel')}>
                {headerNavAnchors.map((anchor) => (
                  <Button
                    key={anchor}
                    component={PageLink}
                    variant="subtle"
                    color="gray.8"
                    justify="flex-start"
                    fullWidth
                    {...sectionLink(anchor, menu.close)}
                  >
                    {t(`header.nav.${anchor}`)}
                  </Button>
                ))}
              </Stack>
              <Divider my="sm" />
              {user ? (
                <Stack gap="xs">
                  <Text size="sm">{t('header.welcome', { name: user.fullName })}</Text>
                  <Button component={PageLink} to={dashboardPathFor(user.role)} fullWidth onClick={menu.close}>
                    {isOrganizer ? t('header.adminMobile') : t('header.dashboardMobile')}
                  </Button>
                  <Button
                    variant="outline"
                    fullWidth
                    onClick={() => {
                      menu.close();
                      logout();
                    }}
                  >
                    {t('header.logout')}
                  </Button>
                </Stack>
              ) : (
                <Button component={PageLink} fullWidth {...sectionLink('auth', menu.close)}>
                  {t('header.signIn')}
                </Button>
              )}
            </Container>
          </Box>
        )}
      </Transition>
    </Box>
  );
}
