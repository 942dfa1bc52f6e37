import { Anchor, Container, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LandingHeader } from '../../landing/components/LandingHeader';
import { LandingSectionFrame } from '../../landing/components/LandingSectionFrame';
import { SiteFooter } from '../../landing/components/SiteFooter';
import { landingSections } from '../../landing/sections';
import { debugPaths } from '../debug-paths';
import { SectionErrorBoundary } from './SectionErrorBoundary';

type ToggleKey = 'header' | 'footer' | (typeof landingSections)[number]['anchor'];

const toggleKeys: ToggleKey[] = ['header', ...landingSections.map((s) => s.anchor), 'footer'];

/** Spec 2.9: only the header and the footer are on at first. */
const initiallyOn = new Set<ToggleKey>(['header', 'footer']);

/**
 * Spec 2.9 section-toggle test page: switch landing sections on or off to find one that breaks;
 * a section that crashes shows a red box with its name and the error's message.
 */
export function SectionTogglePage() {
  const { t } = useTranslation('landingDebug');
  const [enabled, setEnabled] = useState<ReadonlySet<ToggleKey>>(initiallyOn);
  const toggle = (key: ToggleKey) =>
    setEnabled((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const sectionName = (key: ToggleKey) => t(`safe.sections.${key}`, { defaultValue: key });
  const guarded = (key: ToggleKey, node: ReactNode) =>
    enabled.has(key) && (
      <SectionErrorBoundary key={key} title={t('safe.crashed', { section: sectionName(key) })}>
        {node}
      </SectionErrorBoundary>
    );

  return (
    <>
      {guarded('header', <LandingHeader />)}
      <Container size="lg" py="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={1} size="h2">
              {t('safe.title')}
            </Title>
            <Text>{t('safe.intro')}</Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} role="group" aria-label={t('safe.togglesLabel')}>
              {toggleKeys.map((key) => (
                <Switch key={key} label={sectionName(key)} checked={enabled.has(key)} onChange={() => toggle(key)} />
              ))}
            </SimpleGrid>
            <Anchor component={Link} to={debugPaths.debug}>
              {t('safe.debugLink')}
            </Anchor>
          </Stack>
        </Paper>
      </Container>
      <main>
        {landingSections.map((section) => guarded(section.anchor, <LandingSectionFrame {...section} />))}
      </main>
      {guarded('footer', <SiteFooter />)}
    </>
  );
}
