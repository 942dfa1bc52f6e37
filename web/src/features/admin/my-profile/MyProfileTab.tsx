import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ChangePasswordCard } from '../../auth/components/ChangePasswordCard';
import { useCurrentUser } from '../../auth/queries/current-user-queries';
import { MyTeamCardEditor } from './components/MyTeamCardEditor';
import { NotificationSettingsCard } from './components/NotificationSettingsCard';
import { useMyTeamMember } from './queries/my-profile-queries';

/** My Profile: the organizer's own card in the public team section ("Who Are We?"), which emails they get, and their password. */
export function MyProfileTab() {
  const card = useMyTeamMember();
  return (
    <Stack gap="xl">
      <TeamCard />
      {/* Under a loading card they would stand on the first screen, and the card's form would push them down as it arrives. */}
      {card.isPending ? null : (
        <>
          <NotificationSettingsCard />
          <ChangePasswordCard />
        </>
      )}
    </Stack>
  );
}

function TeamCard(): ReactNode {
  const { t } = useTranslation('adminMyProfile');
  const { user } = useCurrentUser();
  const card = useMyTeamMember();

  if (card.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">{t('loading')}</Text>
        </Stack>
      </Center>
    );
  }
  if (card.isError) {
    return (
      <LoadErrorAlert title={t('loadFailed')} error={card.error} retryLabel={t('retry')} onRetry={() => void card.refetch()} />
    );
  }
  // Keyed by the card, so the form starts again from what the server saved.
  return <MyTeamCardEditor key={card.data.teamMember?.id ?? 'new'} saved={card.data.teamMember} fullName={user?.fullName ?? ''} />;
}
