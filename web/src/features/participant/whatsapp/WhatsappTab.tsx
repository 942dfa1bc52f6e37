import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { useParticipantEdition } from '../edition/queries/participant-edition-queries';
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
  const edition = useParticipantEdition().data;
  // The group link belongs to the current edition: a past edition's participant is not shown it.
  const pastEdition = edition?.pastEdition ?? false;

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
      <Text c="dimmed">{edition ? t('whatsapp.intro', { year: edition.year }) : t('whatsapp.introNoYear')}</Text>
      {profile.data.hasJoinedWhatsapp && <JoinedCard joinedAt={profile.data.whatsappJoinedAt} />}
      {pastEdition ? null : groupLink.isError ? (
        <LoadErrorAlert title={t('whatsapp.linkLoadFailed')} error={groupLink.error} retryLabel={t('whatsapp.retry')} onRetry={() => void groupLink.refetch()} />
      ) : (
        <GroupLinkCard link={groupLink.data.whatsappGroupUrl} />
      )}
      {/* Joining can be confirmed only when there is a group to have joined. */}
      {!pastEdition && !profile.data.hasJoinedWhatsapp && groupLink.isSuccess && groupLink.data.whatsappGroupUrl !== '' && <JoinConfirmCard />}
    </Stack>
  );
}
