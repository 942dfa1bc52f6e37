import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMailForward } from '@tabler/icons-react';
import { NUDGE_WINDOW_MINUTES, type NudgeRequest, type NudgeResult } from '@trek/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { showToast } from '../../../lib/toast';
import { useNudgeParticipants } from './queries/setup-reminders-queries';

/**
 * Sends a nudge and says what happened. A second click before the answer sends nothing (the
 * button's busy state may not have rendered yet); the service also sends one per participant per
 * window, whoever clicks.
 */
function useNudge() {
  const { t } = useTranslation('admin');
  const { errorText } = useContractMessage();
  const nudge = useNudgeParticipants();
  const inFlight = useRef(false);
  /** Answers whether the participants asked for have been nudged now or just before. */
  const send = async (request: NudgeRequest): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      const result = await nudge.mutateAsync(request);
      toastFor(result);
      return result.nudged + result.alreadyNudged > 0;
    } catch (error) {
      showToast({ title: t('overview.nudge.failed'), message: errorText(error, t('overview.nudge.networkError')), tone: 'error' });
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  const toastFor = ({ nudged, alreadyNudged }: NudgeResult) => {
    const sent = nudged > 0 ? t('overview.nudge.sentMessage', { count: nudged }) : '';
    const skipped = alreadyNudged > 0 ? t('overview.nudge.alreadyMessage', { count: alreadyNudged, minutes: NUDGE_WINDOW_MINUTES }) : '';
    if (nudged > 0) showToast({ title: t('overview.nudge.sent'), message: [sent, skipped].filter(Boolean).join(' '), tone: 'success' });
    else if (alreadyNudged > 0) showToast({ title: t('overview.nudge.already'), message: skipped, tone: 'info' });
    else showToast({ title: t('overview.nudge.nothing'), message: t('overview.nudge.nothingMessage'), tone: 'info' });
  };
  return { send, pending: nudge.isPending };
}

/** "Nudge" on one row of the list of what is missing; once nudged, the row says so and its button rests. */
export function NudgeButton({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('admin');
  const { send, pending } = useNudge();
  const [nudged, setNudged] = useState(false);
  const nudge = async () => setNudged(await send({ userIds: [userId] }));
  return (
    <Button size="compact-sm" variant="light" loading={pending} disabled={nudged} aria-label={t('overview.nudge.one', { name })} onClick={() => void nudge()}>
      {nudged ? t('overview.nudge.done') : t('overview.nudge.label')}
    </Button>
  );
}

/** Nudges everyone who misses a setup item, also those beyond the list's first rows, once confirmed. */
export function NudgeAllButton({ total }: { total: number }) {
  const { t } = useTranslation('admin');
  const { send, pending } = useNudge();
  const confirm = () =>
    modals.openConfirmModal({
      title: t('overview.nudge.confirmTitle', { count: total }),
      children: <Text size="sm">{t('overview.nudge.confirmBody', { minutes: NUDGE_WINDOW_MINUTES })}</Text>,
      labels: { confirm: t('overview.nudge.confirm'), cancel: t('overview.nudge.cancel') },
      onConfirm: () => void send({}),
    });
  return (
    <Button size="xs" variant="light" leftSection={<IconMailForward size={14} aria-hidden />} loading={pending} onClick={confirm}>
      {t('overview.nudge.all', { count: total })}
    </Button>
  );
}
