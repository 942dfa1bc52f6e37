import { Avatar, Badge, Group, List, Progress, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { DIETARY_NONE, type ParticipantDetail } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { responsiveImageAttributes } from '../../../../components/ResponsiveImage';
import { countryName } from '../../../../lib/country-name';
import { formatDateTime } from '../../../../lib/format-date';
import { DetailDrawer, DetailField, DetailSection } from '../../components/DetailDrawer';
import { EraseParticipantSection } from './EraseParticipantSection';
import { useParticipantDetail } from '../queries/participants-queries';
import { LOGISTICS_STATE_COLORS, rosterName } from './participant-labels';

function Checklist({ items }: { items: ParticipantDetail['setup']['items'] }) {
  return (
    <List size="sm" spacing={2} center>
      {items.map((item) => (
        <List.Item key={item.key} icon={item.done ? <IconCheck size={16} color="var(--mantine-color-agave-7)" aria-hidden /> : <IconX size={16} color="var(--mantine-color-red-7)" aria-hidden />}>
          {item.label}
        </List.Item>
      ))}
    </List>
  );
}

/** The profile's name when filled in, else the account's: the drawer's title and the photo's alt text. */
const detailName = ({ profile, account }: ParticipantDetail) => rosterName({ ...profile, fullName: account.fullName, email: account.email });

function ParticipantDetailBody({ detail }: { detail: ParticipantDetail }) {
  const { t } = useTranslation('adminParticipants');
  const { t: tl } = useTranslation('adminLogistics');
  const { account, profile, logistics, transfer } = detail;
  const orNone = (value: string | null | undefined) => (value && value.trim() !== '' ? value : t('detail.notProvided'));
  const name = detailName(detail);

  return (
    <Stack gap="lg">
      <DetailSection title={t('detail.sections.account')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DetailField label={t('detail.fields.fullName')}>{orNone(account.fullName)}</DetailField>
          <DetailField label={t('detail.fields.email')}>{account.email}</DetailField>
          <DetailField label={t('detail.fields.state')}>
            <Badge variant="light" color={account.disabled ? 'red' : 'agave'}>
              {account.disabled ? t('account.disabled') : t('account.active')}
            </Badge>
          </DetailField>
          <DetailField label={t('detail.fields.lastSignIn')}>{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : t('list.neverSignedIn')}</DetailField>
        </SimpleGrid>
      </DetailSection>

      <DetailSection title={t('detail.sections.setup')}>
        <Group gap="xs" wrap="nowrap">
          <Progress value={detail.setup.percent} style={{ flex: 1 }} color={detail.setup.percent === 100 ? 'agave' : 'terracotta'} aria-label={t('detail.setupProgress')} />
          <Text size="sm" fw={600}>
            {detail.setup.percent}%
          </Text>
        </Group>
        <Checklist items={detail.setup.items} />
      </DetailSection>

      <DetailSection title={t('detail.sections.profile')}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={profile.photoUrl || null} imageProps={responsiveImageAttributes(profile.photoUrl ?? '', '72px')} alt={t('detail.photoAlt', { name })} size={72} radius="md" />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('detail.profileChecklist', { completed: detail.profileCompletion.completed })}
            </Text>
            <Checklist items={detail.profileCompletion.items} />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DetailField label={t('detail.fields.firstName')}>{orNone(profile.firstName)}</DetailField>
          <DetailField label={t('detail.fields.lastName')}>{orNone(profile.lastName)}</DetailField>
          <DetailField label={t('detail.fields.preferredName')}>{orNone(profile.preferredName)}</DetailField>
          <DetailField label={t('detail.fields.program')}>{orNone(profile.program)}</DetailField>
          <DetailField label={t('detail.fields.university')}>{orNone(profile.university)}</DetailField>
          <DetailField label={t('detail.fields.countryOfOrigin')}>{orNone(profile.countryOfOrigin && countryName(profile.countryOfOrigin))}</DetailField>
          <DetailField label={t('detail.fields.cohortYears')}>{profile.cohortYears.join(', ')}</DetailField>
          <DetailField label={t('detail.fields.whatsappJoinedAt')}>{profile.whatsappJoinedAt ? formatDateTime(profile.whatsappJoinedAt) : t('whatsapp.notJoined')}</DetailField>
        </SimpleGrid>
        <DetailField label={t('detail.fields.bio')}>{orNone(profile.bio)}</DetailField>
      </DetailSection>

      <DetailSection title={t('detail.sections.logistics')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DetailField label={t('detail.fields.logisticsStatus')}>
            <Badge variant="light" color={LOGISTICS_STATE_COLORS[logistics.status]}>
              {t(`logisticsStatus.${logistics.status}`)}
            </Badge>
          </DetailField>
          <DetailField label={t('detail.fields.submittedAt')}>{logistics.submittedAt ? formatDateTime(logistics.submittedAt) : t('detail.notProvided')}</DetailField>
          <DetailField label={t('detail.fields.schoolAffiliation')}>{logistics.schoolAffiliation ? tl(`school.${logistics.schoolAffiliation}`) : t('detail.notProvided')}</DetailField>
          <DetailField label={t('detail.fields.roommate')}>
            {logistics.roommatePreference ? tl(`roommatePreference.${logistics.roommatePreference}`) : t('detail.notProvided')}
            {logistics.roommatePreference === 'PAIR_SPECIFIC' && logistics.roommateNameOrNA ? `: ${logistics.roommateNameOrNA}` : ''}
          </DetailField>
          <DetailField label={t('detail.fields.dietary')}>{logistics.dietaryPreferences.length > 0 ? logistics.dietaryPreferences.map((item) => (item === DIETARY_NONE ? tl('dietaryNone') : item)).join(', ') : t('detail.notProvided')}</DetailField>
          <DetailField label={t('detail.fields.day0')}>
            {logistics.day0Decision
              ? logistics.day0Locked
                ? t('detail.day0Locked', { decision: tl(`day0Decision.${logistics.day0Decision}`) })
                : tl(`day0Decision.${logistics.day0Decision}`)
              : t('detail.notProvided')}
          </DetailField>
          <DetailField label={t('detail.fields.day2')}>{logistics.day2Preference ? tl(`day2Preference.${logistics.day2Preference}`) : t('detail.notProvided')}</DetailField>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('detail.logisticsPrivateNote')}
        </Text>
      </DetailSection>

      <DetailSection title={t('detail.sections.transfer')}>
        {transfer.receivedFrom && <Text size="sm">{t('detail.receivedFrom', { person: transfer.receivedFrom.fullName ?? transfer.receivedFrom.email ?? '' })}</Text>}
        {transfer.clearedAt && (
          <Text size="sm">
            {transfer.transferredTo
              ? t('detail.transferHandedOver', { person: transfer.transferredTo.fullName ?? transfer.transferredTo.email ?? '' })
              : transfer.returnedToWaitlist
                ? t('detail.transferReturnedToWaitlist')
                : t('detail.transferAwaitingRecipient')}
          </Text>
        )}
        {transfer.transfers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.transferNone')}
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} active={transfer.transfers.length - 1}>
            {transfer.transfers.map((entry) => (
              <Timeline.Item key={entry.at} title={t('detail.transferredAt', { date: formatDateTime(entry.at) })}>
                {entry.recipientEmail && <Text size="sm">{t('detail.transferTo', { email: entry.recipientEmail })}</Text>}
                {entry.recipientAffiliation && <Text size="sm">{t('detail.transferAffiliation', { affiliation: t(`affiliations.${entry.recipientAffiliation}`) })}</Text>}
                {entry.noteToOrganizers && <Text size="sm">{t('detail.transferNote', { note: entry.noteToOrganizers })}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </DetailSection>

      <EraseParticipantSection userId={account.userId} name={name} accountName={account.fullName} />
    </Stack>
  );
}

export interface ParticipantDetailDrawerProps {
  userId: string | null;
  onClose: () => void;
}

/** One participant's account, setup, profile, logistics summary and transfers, beside the roster. */
export function ParticipantDetailDrawer({ userId, onClose }: ParticipantDetailDrawerProps) {
  const { t } = useTranslation('adminParticipants');
  const detail = useParticipantDetail(userId);
  const title = detail.data ? detailName(detail.data) : t('detail.loading');
  return (
    <DetailDrawer
      opened={userId !== null}
      onClose={onClose}
      title={title}
      closeLabel={t('detail.close')}
      loadFailedTitle={t('detail.loadFailed')}
      error={detail.error}
    >
      {detail.data && <ParticipantDetailBody detail={detail.data} />}
    </DetailDrawer>
  );
}
