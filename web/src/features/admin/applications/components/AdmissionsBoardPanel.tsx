import { ActionIcon, Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSend } from '@tabler/icons-react';
import { DECISIONS, type AdmissionsBoard } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useEdition } from '../../../edition/queries/edition-queries';
import { useAdmissionsBoard, useOfferFreedSpots, useReorderWaitlist } from '../queries/admissions-queries';
import { ReleaseDialog } from './ReleaseDialog';

/** The season at a glance above the list: seats, drafts waiting for release, and the waitlist in order. */
export function AdmissionsBoardPanel() {
  const { t } = useTranslation('adminAdmissions');
  const board = useAdmissionsBoard();
  const [releasing, setReleasing] = useState(false);
  if (board.isError) return <LoadErrorAlert title={t('loadFailed')} error={board.error} retryLabel={t('retry')} onRetry={() => void board.refetch()} />;
  if (!board.data) {
    // The two cards' places as they are with no drafts and nobody waitlisted (stacked on a phone, 375 px wide), so the list below does not move when they fill in.
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-hidden>
        <Skeleton h={{ base: 200, md: 170 }} radius="md" />
        <Skeleton h={{ base: 218, md: 170 }} radius="md" />
      </SimpleGrid>
    );
  }
  const { capacity, drafts, waitlist } = board.data;
  const draftCount = DECISIONS.reduce((sum, decision) => sum + (drafts[decision] ?? 0), 0);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admissions-decisions">
        <Stack gap="sm">
          <Title order={3} size="h5" id="admissions-decisions">
            {t('title')}
          </Title>
          <Group gap="xs" aria-label={t('capacity.label')}>
            <Badge variant="light" color="gray">
              {t('capacity.total', { count: capacity.totalSpots })}
            </Badge>
            <Badge variant="light" color="teal">
              {t('capacity.confirmed', { count: capacity.confirmed })}
            </Badge>
            <Badge variant="light" color="blue">
              {t('capacity.openOffers', { count: capacity.openOffers })}
            </Badge>
            <Badge variant="light" color="agave">
              {t('capacity.free', { count: capacity.free })}
            </Badge>
          </Group>
          <Text size="sm">
            {draftCount === 0 ? t('noDrafts') : t('drafts', { accepted: drafts.accepted ?? 0, waitlisted: drafts.waitlisted ?? 0, rejected: drafts.rejected ?? 0 })}
          </Text>
          <Button leftSection={<IconSend size={16} aria-hidden />} disabled={draftCount === 0} onClick={() => setReleasing(true)} style={{ alignSelf: 'flex-start' }}>
            {t('release.open')}
          </Button>
        </Stack>
      </Paper>
      <WaitlistPanel waitlist={waitlist} free={capacity.free} />
      <ReleaseDialog opened={releasing} drafts={drafts} onClose={() => setReleasing(false)} />
    </SimpleGrid>
  );
}

const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * The waitlist in the organizers' order (each move saves the whole order; the server refuses an
 * order made from an outdated list and the current one shows again), and "offer the freed seats"
 * when the edition waits for an organizer's click.
 */
export function WaitlistPanel({ waitlist, free }: { waitlist: AdmissionsBoard['waitlist']; free: number }) {
  const { t } = useTranslation('adminAdmissions');
  const { text } = useContractMessage();
  const edition = useEdition();
  const reorder = useReorderWaitlist();
  const offer = useOfferFreedSpots();
  const byClick = edition.data ? !edition.data.admissions.waitlistAutoOffer : false;

  const move = (from: number, to: number) =>
    reorder.mutate(
      { applicationIds: moved(waitlist, from, to).map((entry) => entry.applicationId) },
      { onSuccess: () => showToast({ title: t('toasts.reordered'), message: waitlist[from]?.ref ?? '', tone: 'success' }) },
    );
  const offerNext = () =>
    offer.mutate(undefined, {
      onSuccess: ({ offered }) =>
        showToast(offered.length > 0 ? { title: t('toasts.offered', { count: offered.length }), message: '', tone: 'success' } : { title: t('toasts.noneOffered'), message: '', tone: 'info' }),
      onError: (error) => showToast({ title: t('toasts.failed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admissions-waitlist">
      <Stack gap="sm">
        <Title order={3} size="h5" id="admissions-waitlist">
          {t('waitlist.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('waitlist.hint')} {byClick ? t('waitlist.offerNextHint') : t('waitlist.autoHint')}
        </Text>
        {reorder.isError && (
          <Alert color="red" role="alert" withCloseButton onClose={() => reorder.reset()} closeButtonLabel={t('close')}>
            {text(stripStatusPrefix(reorder.error.message))}
          </Alert>
        )}
        {waitlist.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('waitlist.empty')}
          </Text>
        ) : (
          <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('waitlist.title')}>
            {waitlist.map((entry, index) => (
              <Group component="li" key={entry.applicationId} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ minWidth: 0 }} truncate>
                  {entry.position}.{' '}
                  <Text span ff="monospace" size="sm">
                    {entry.ref}
                  </Text>{' '}
                  {entry.name.trim() || t('waitlist.hidden')}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t('waitlist.moveUp', { ref: entry.ref })} disabled={index === 0 || reorder.isPending} onClick={() => move(index, index - 1)}>
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('waitlist.moveDown', { ref: entry.ref })}
                    disabled={index === waitlist.length - 1 || reorder.isPending}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {byClick && (
          <Button variant="light" onClick={offerNext} loading={offer.isPending} disabled={waitlist.length === 0 || free === 0} style={{ alignSelf: 'flex-start' }}>
            {t('waitlist.offerNext')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
