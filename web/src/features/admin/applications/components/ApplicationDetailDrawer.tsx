import { Alert, Divider, Drawer, Group, List, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { referralLabel, type ApplicationDetail } from '@trek/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../../components/PageSpinner';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { useApplicationDetail } from '../queries/applications-queries';
import { ParticipantAccountPanel } from './ParticipantAccountPanel';
import { StatusBadge } from './StatusBadge';
import { StatusChangeForm } from './StatusChangeForm';

const formatDateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ApplicationDetailBody({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('adminApplications');
  const orNone = (value: string | undefined) => (value && value.trim() !== '' ? value : t('detail.notProvided'));
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <StatusBadge status={application.status} />
        <Text size="sm" c="dimmed">
          {t('detail.submittedAt', { date: formatDateTime(application.submittedAt) })}
        </Text>
      </Group>
      <Section title={t('detail.sections.identity')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label={t('detail.fields.firstNames')}>{application.firstNames}</Field>
          <Field label={t('detail.fields.lastName')}>{application.lastName}</Field>
          <Field label={t('detail.fields.universityEmail')}>{application.universityEmail}</Field>
          <Field label={t('detail.fields.phone')}>{application.phone}</Field>
          <Field label={t('detail.fields.affiliation')}>{application.affiliation}</Field>
        </SimpleGrid>
      </Section>
      <Section title={t('detail.sections.motivation')}>
        <Field label={t('detail.fields.interest250')}>{application.interest250}</Field>
        <Field label={t('detail.fields.goals250')}>{application.goals250}</Field>
        <Field label={t('detail.fields.favoriteFood')}>{application.favoriteFood}</Field>
      </Section>
      <Section title={t('detail.sections.passport')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label={t('detail.fields.passportValid')}>{t(`yesNo.${application.passportValid}`)}</Field>
          <Field label={t('detail.fields.passportCountry')}>{application.passportCountry}</Field>
          <Field label={t('detail.fields.commitment')}>{t(`commitment.${application.commitment}`)}</Field>
          <Field label={t('detail.fields.significantOther')}>{t(`yesNo.${application.significantOther}`)}</Field>
        </SimpleGrid>
      </Section>
      <Section title={t('detail.sections.other')}>
        <Field label={t('detail.fields.referral')}>{application.referral ? referralLabel(application.referral) : t('detail.notProvided')}</Field>
        <Field label={t('detail.fields.comments')}>{orNone(application.comments)}</Field>
      </Section>
      <Divider />
      <Section title={t('detail.sections.review')}>
        <StatusChangeForm key={`${application.id}-${application.status}`} application={application} />
      </Section>
      <Section title={t('detail.sections.account')}>
        <ParticipantAccountPanel application={application} />
      </Section>
      <Section title={t('detail.sections.history')}>
        <Timeline bulletSize={14} lineWidth={2} active={application.statusHistory.length - 1}>
          {application.statusHistory.map((entry, index) => (
            <Timeline.Item key={`${entry.at}-${index}`} title={t(`status.${entry.status}`)}>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.at)} · {entry.by ? t('detail.history.byOrganizer', { id: entry.by }) : t('detail.history.byApplicant')}
              </Text>
              {entry.note && <Text size="sm">{t('detail.history.note', { note: entry.note })}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      </Section>
      <Section title={t('detail.sections.emails')}>
        {application.emails.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.emails.none')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {application.emails.map((email) => (
              <List.Item key={email.jobId}>
                {t(`detail.emails.kind.${email.kind}`)}:{' '}
                {email.state === 'queued' && email.queuedAt ? t('detail.emails.queued', { date: formatDateTime(email.queuedAt) }) : t('detail.emails.pending')}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </Stack>
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
    <Drawer
      opened={applicationId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={<Text fw={700}>{detail.data ? t('detail.title', { ref: detail.data.ref }) : t('detail.loading')}</Text>}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {detail.isError ? (
        <Alert color="red" title={t('detail.loadFailed')}>
          {stripStatusPrefix(detail.error.message)}
        </Alert>
      ) : detail.data ? (
        <ApplicationDetailBody application={detail.data} />
      ) : (
        <PageSpinner />
      )}
    </Drawer>
  );
}
