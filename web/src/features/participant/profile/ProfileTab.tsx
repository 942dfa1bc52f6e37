import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BelowFirstScreen } from '../../../components/BelowFirstScreen';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useParticipantEdition } from '../edition/queries/participant-edition-queries';
import { ChangePasswordCard } from '../../auth/components/ChangePasswordCard';
import { useCurrentUser } from '../../auth/queries/current-user-queries';
import { YourDataCard } from '../privacy/YourDataCard';
import { ReadOnlyWhenTransferred } from '../transfer/components/TransferredSpotNotice';
import { ProfileEditor } from './components/ProfileEditor';
import { useParticipantProfile } from './queries/profile-queries';

/** Spec 2 "Profile tab": completion, guidelines, the profile form and a live preview of the directory card. */
export function ProfileTab() {
  const { t } = useTranslation('participantProfile');
  const { user } = useCurrentUser();
  const profile = useParticipantProfile();
  const year = useParticipantEdition().data?.year;

  let body;
  if (profile.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  } else if (profile.isError) {
    body = <LoadErrorAlert title={t('loadFailed')} error={profile.error} retryLabel={t('retry')} onRetry={() => void profile.refetch()} />;
  } else {
    body = <ProfileEditor profile={profile.data} userId={user?.id ?? ''} />;
  }

  return (
    <Stack gap="lg">
      <Text c="dimmed">{year === undefined ? t('subtitleNoYear') : t('subtitle', { year })}</Text>
      <ReadOnlyWhenTransferred>{body}</ReadOnlyWhenTransferred>
      {/* Under a loading profile they would stand on a phone's first screen, and the form would push them down as it arrives. */}
      {profile.isPending ? null : (
        <>
          <BelowFirstScreen>
            <ChangePasswordCard />
          </BelowFirstScreen>
          <BelowFirstScreen>
            <YourDataCard />
          </BelowFirstScreen>
        </>
      )}
    </Stack>
  );
}
