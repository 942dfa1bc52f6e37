import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCopy, IconHelpCircle, IconHome } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, type Location } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { showToast } from '../../../lib/toast';
import { loadEveryBelowTheFoldSection } from '../../landing/below-the-fold-sections';
import { launchConfetti, prefersReducedMotion } from '../celebration';
import classes from './ApplicationConfirmation.module.css';
import { useEditionYear } from '../../edition/queries/edition-queries';

const FAQ_ANCHOR = 'faqs';

export interface ApplicationConfirmationProps {
  reference: string;
}

/** The dialog's way on: to the FAQ, to the home page, or (a footer link) elsewhere. */
function continueLabelKey({ pathname, hash }: Location) {
  if (pathname !== paths.home) return 'confirmation.continueElsewhere' as const;
  return hash === `#${FAQ_ANCHOR}` ? ('confirmation.continueFaq' as const) : ('confirmation.continueHome' as const);
}

/**
 * Spec 2.5: the reference to keep, a celebration, and a reminder to save it before leaving: any
 * way out inside the app (the buttons, the header's back arrow, a footer link, the browser's Back)
 * asks first, until the reference has been copied.
 */
export function ApplicationConfirmation({ reference }: ApplicationConfirmationProps) {
  const { t } = useTranslation('apply');
  const year = useEditionYear();
  const navigate = useNavigate();
  const [referenceCopied, setReferenceCopied] = useState(false);
  const leaving = useBlocker(({ currentLocation, nextLocation }) => !referenceCopied && currentLocation.pathname !== nextLocation.pathname);
  const [reducedMotion] = useState(prefersReducedMotion);

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
      setReferenceCopied(true);
      return true;
    } catch {
      showToast({ title: t('confirmation.copyFailed'), message: t('confirmation.copyFailedMessage'), tone: 'error' });
      return false;
    }
  };

  const copyThenLeave = async () => {
    if (leaving.state === 'blocked' && (await copyReference())) leaving.proceed();
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
          <Button onClick={() => void navigate(paths.home)} leftSection={<IconHome size={18} aria-hidden />}>
            {t('confirmation.goHome')}
          </Button>
          <Button variant="light" onClick={() => void copyReference()} leftSection={<IconCopy size={18} aria-hidden />}>
            {t('confirmation.copyReference')}
          </Button>
          <Button variant="default" onClick={() => void navigate(`${paths.home}#${FAQ_ANCHOR}`)} leftSection={<IconHelpCircle size={18} aria-hidden />}>
            {t('confirmation.viewFaq')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={leaving.state === 'blocked'} onClose={() => leaving.reset?.()} title={t('confirmation.leaveTitle')} centered>
        <Stack gap="md">
          <Text>{t('confirmation.leaveBody', { ref: reference })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => leaving.proceed?.()}>
              {leaving.location ? t(continueLabelKey(leaving.location)) : t('confirmation.continueHome')}
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
