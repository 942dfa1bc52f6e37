import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { editionConfig } from '../../../config/edition';
import { useParticipantProfile } from '../profile/queries/profile-queries';
import { GroupLinkCard } from './components/GroupLinkCard';
import { JoinConfirmCard } from './components/JoinConfirmCard';
import { JoinedCard } from './components/JoinedCard';
import { useGroupLink } from './queries/group-link-queries';

/** Spec 2 "WhatsApp tab": the group invite, then a one-way confirmation that the participant joined. */
export function WhatsappTab() {
  const { t } = useTranslation('participant');
  const profile = useParticipantProfile();
  const groupLink = useGroupLink();

  if (profile.isPending || groupLink.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('whatsapp.loading')}</Text>
      </Group>
    );
  }
  if (profile.isError) {
    return <LoadErrorAlert title={t('whatsapp.statusLoadFailed')} error={profile.error} retryLabel={t('whatsapp.retry')} onRetry={() => void profile.refetch()} />;
  }

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('whatsapp.intro', { year: editionConfig.year })}</Text>
      {profile.data.hasJoinedWhatsapp && <JoinedCard joinedAt={profile.data.whatsappJoinedAt} />}
      {groupLink.isError ? (
        <LoadErrorAlert title={t('whatsapp.linkLoadFailed')} error={groupLink.error} retryLabel={t('whatsapp.retry')} onRetry={() => void groupLink.refetch()} />
      ) : (
        <GroupLinkCard link={groupLink.data.whatsappGroupUrl} />
      )}
      {/* Joining can be confirmed only when there is a group to have joined. */}
      {!profile.data.hasJoinedWhatsapp && groupLink.isSuccess && groupLink.data.whatsappGroupUrl !== '' && <JoinConfirmCard />}
    </Stack>
  );
}
