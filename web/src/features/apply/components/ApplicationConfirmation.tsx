import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCopy, IconHelpCircle, IconHome } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { showToast } from '../../../lib/toast';
import { loadEveryBelowTheFoldSection } from '../../landing/below-the-fold-sections';
import { launchConfetti, prefersReducedMotion } from '../celebration';
import classes from './ApplicationConfirmation.module.css';
import { useEditionYear } from '../../edition/queries/edition-queries';

const FAQ_ANCHOR = 'faqs';

type Destination = 'home' | 'faq';

export interface ApplicationConfirmationProps {
  reference: string;
}

/** Spec 2.5: the reference to keep, a celebration, and a reminder to save it before leaving. */
export function ApplicationConfirmation({ reference }: ApplicationConfirmationProps) {
  const { t } = useTranslation('apply');
  const year = useEditionYear();
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<Destination | null>(null);
  const [reducedMotion] = useState(prefersReducedMotion);

  // Arriving from the bottom of the wizard, the page starts at its top. The effect must not return
  // what scrollTo answers: browsers now answer a Promise, which React would call as the cleanup
  // when the page is left ("is not a function", the whole app on its error screen).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  // Every way out leads to the landing page: its sections' code comes while the visitor reads here,
  // so the page (and its FAQ) is whole at once instead of blank below the hero.
  useEffect(() => {
    void afterFirstPaint().then(loadEveryBelowTheFoldSection);
  }, []);
  useEffect(() => {
    if (reducedMotion) return undefined;
    return launchConfetti();
  }, [reducedMotion]);

  const copyReference = async (): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(reference);
      showToast({ title: t('confirmation.copied'), message: t('confirmation.copiedMessage'), tone: 'success' });
      return true;
    } catch {
      showToast({ title: t('confirmation.copyFailed'), message: t('confirmation.copyFailedMessage'), tone: 'error' });
      return false;
    }
  };

  const leave = (destination: Destination) => {
    setLeavingTo(null);
    if (destination === 'home') {
      void navigate(paths.home);
      return;
    }
    // The landing page scrolls to the section its address names once that section is on the page.
    void navigate(`${paths.home}#${FAQ_ANCHOR}`);
  };

  const copyThenLeave = async () => {
    if (leavingTo && (await copyReference())) leave(leavingTo);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" color="agave" variant="light" className={reducedMotion ? classes.pulse : undefined}>
          <IconCircleCheck size={44} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('confirmation.title')}
        </Title>
        <Text maw={520}>{year === undefined ? t('confirmation.thanksNoYear') : t('confirmation.thanks', { year })}</Text>
        <Stack gap={6} align="center">
          <Text size="sm" c="dimmed" id="reference-label">
            {t('confirmation.referenceLabel')}
          </Text>
          <Group gap="xs" wrap="nowrap" className={classes.reference}>
            <Text component="output" aria-labelledby="reference-label" className={classes.referenceText} data-testid="application-reference">
              {reference}
            </Text>
            <ActionIcon variant="subtle" size="lg" aria-label={t('confirmation.copyAria')} onClick={() => void copyReference()}>
              <IconCopy size={20} aria-hidden />
            </ActionIcon>
          </Group>
          <Text size="sm" c="dimmed" maw={460}>
            {t('confirmation.keepIt')}
          </Text>
        </Stack>
        <Group justify="center" gap="sm" className={classes.actions}>
          <Button onClick={() => setLeavingTo('home')} leftSection={<IconHome size={18} aria-hidden />}>
            {t('confirmation.goHome')}
          </Button>
          <Button variant="light" onClick={() => void copyReference()} leftSection={<IconCopy size={18} aria-hidden />}>
            {t('confirmation.copyReference')}
          </Button>
          <Button variant="default" onClick={() => setLeavingTo('faq')} leftSection={<IconHelpCircle size={18} aria-hidden />}>
            {t('confirmation.viewFaq')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={leavingTo !== null} onClose={() => setLeavingTo(null)} title={t('confirmation.leaveTitle')} centered>
        <Stack gap="md">
          <Text>{t('confirmation.leaveBody', { ref: reference })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => leavingTo && leave(leavingTo)}>
              {leavingTo === 'faq' ? t('confirmation.continueFaq') : t('confirmation.continueHome')}
            </Button>
            <Button onClick={() => void copyThenLeave()} leftSection={<IconCopy size={18} aria-hidden />}>
              {t('confirmation.copyFirst')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
