import { Divider, Group, List, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { referralLabel, type ApplicationDetail, type ApplicationStatusEntry } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { DetailDrawer, DetailField, DetailSection } from '../../components/DetailDrawer';
import { useActorNames } from '../../organizers/queries/organizer-names-queries';
import { useApplicationDetail } from '../queries/applications-queries';
import { DraftBadge, OfferState } from './OfferState';
import { ParticipantAccountPanel } from './ParticipantAccountPanel';
import { ReviewPanel } from './ReviewPanel';
import { StatusBadge } from './StatusBadge';
import { StatusChangeForm } from './StatusChangeForm';
import { countryName } from '../../../../lib/country-name';
import { formatDateTime } from '../../../../lib/format-date';

function ApplicationDetailBody({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('adminApplications');
  const { t: ta } = useTranslation('adminAdmissions');
  const orNone = (value: string | undefined) => (value && value.trim() !== '' ? value : t('detail.notProvided'));
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="xs">
          <StatusBadge status={application.status} />
          <DraftBadge decision={application.draftDecision} />
          <OfferState offer={application.offer} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('detail.submittedAt', { date: formatDateTime(application.submittedAt) })}
        </Text>
      </Group>
      <DetailSection title={t('detail.sections.identity')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DetailField label={t('detail.fields.firstNames')}>{application.firstNames}</DetailField>
          <DetailField label={t('detail.fields.lastName')}>{application.lastName}</DetailField>
          <DetailField label={t('detail.fields.universityEmail')}>{application.universityEmail}</DetailField>
          <DetailField label={t('detail.fields.phone')}>{application.phone}</DetailField>
          <DetailField label={t('detail.fields.affiliation')}>{application.affiliation}</DetailField>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title={t('detail.sections.motivation')}>
        <DetailField label={t('detail.fields.interest250')}>{application.interest250}</DetailField>
        <DetailField label={t('detail.fields.goals250')}>{application.goals250}</DetailField>
        <DetailField label={t('detail.fields.favoriteFood')}>{application.favoriteFood}</DetailField>
      </DetailSection>
      <DetailSection title={t('detail.sections.passport')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DetailField label={t('detail.fields.passportValid')}>{t(`yesNo.${application.passportValid}`)}</DetailField>
          <DetailField label={t('detail.fields.passportCountry')}>{countryName(application.passportCountry)}</DetailField>
          <DetailField label={t('detail.fields.commitment')}>{t(`commitment.${application.commitment}`)}</DetailField>
          <DetailField label={t('detail.fields.significantOther')}>{t(`yesNo.${application.significantOther}`)}</DetailField>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title={t('detail.sections.other')}>
        <DetailField label={t('detail.fields.referral')}>{application.referral ? referralLabel(application.referral) : t('detail.notProvided')}</DetailField>
        <DetailField label={t('detail.fields.comments')}>{orNone(application.comments)}</DetailField>
      </DetailSection>
      <Divider />
      <DetailSection title={ta('review.section')}>
        <ReviewPanel application={application} />
      </DetailSection>
      <DetailSection title={t('detail.sections.review')}>
        <StatusChangeForm key={`${application.id}-${application.status}`} application={application} />
      </DetailSection>
      <DetailSection title={t('detail.sections.account')}>
        <ParticipantAccountPanel application={application} />
      </DetailSection>
      <DetailSection title={t('detail.sections.history')}>
        <StatusHistory history={application.statusHistory} />
      </DetailSection>
      <DetailSection title={t('detail.sections.emails')}>
        {application.emails.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.emails.none')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {application.emails.map((email) => (
              <List.Item key={email.jobId}>
                {t(`detail.emails.kind.${email.kind}`)}:{' '}
                {email.state === 'pending' || !email.queuedAt
                  ? t('detail.emails.pending')
                  : t(`detail.emails.${email.state}`, { date: formatDateTime(email.queuedAt) })}
              </List.Item>
            ))}
          </List>
        )}
      </DetailSection>
    </Stack>
  );
}

/** Oldest first; each change says who made it, by name. */
function StatusHistory({ history }: { history: ApplicationStatusEntry[] }) {
  const { t } = useTranslation('adminApplications');
  const actorNames = useActorNames();
  const madeBy = ({ by, byName }: ApplicationStatusEntry): string | null => {
    if (by === null) return t('detail.history.byApplicant');
    const name = actorNames.nameOf(by, byName);
    if (name) return t('detail.history.byOrganizer', { name });
    // Until the current names arrive, an older entry names nobody rather than the wrong fallback.
    return actorNames.isPending ? null : t('detail.history.byFormerOrganizer');
  };
  return (
    <Timeline bulletSize={14} lineWidth={2} active={history.length - 1}>
      {history.map((entry, index) => (
        <Timeline.Item key={`${entry.at}-${index}`} title={t(`status.${entry.status}`)}>
          <Text size="xs" c="dimmed">
            {[formatDateTime(entry.at), madeBy(entry)].filter(Boolean).join(' · ')}
          </Text>
          {entry.note && <Text size="sm">{t('detail.history.note', { note: entry.note })}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export interface ApplicationDetailDrawerProps {
  applicationId: string | null;
  onClose: () => void;
}

/** Everything an applicant answered, the review workflow and the participant account, beside the list. */
export function ApplicationDetailDrawer({ applicationId, onClose }: ApplicationDetailDrawerProps) {
  const { t } = useTranslation('adminApplications');
  const detail = useApplicationDetail(applicationId);
  return (
    <DetailDrawer
      opened={applicationId !== null}
      onClose={onClose}
      title={detail.data ? t('detail.title', { ref: detail.data.ref }) : t('detail.loading')}
      closeLabel={t('detail.close')}
      loadFailedTitle={t('detail.loadFailed')}
      error={detail.error}
    >
      {detail.data && <ApplicationDetailBody application={detail.data} />}
    </DetailDrawer>
  );
}
