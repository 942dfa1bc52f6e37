import { Accordion, Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { DECISIONS, type AdmissionsBoard } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useReleasePreview, useReleaseDecisions } from '../queries/admissions-queries';

export interface ReleaseDialogProps {
  opened: boolean;
  drafts: AdmissionsBoard['drafts'];
  onClose: () => void;
}

/**
 * What a release sends: how many of each decision, and one rendered email per decision and
 * language (the server's preview, with a real applicant's placeholders), then the release itself.
 */
export function ReleaseDialog({ opened, drafts, onClose }: ReleaseDialogProps) {
  const { t } = useTranslation('adminAdmissions');
  const { text, errorText } = useContractMessage();
  const preview = useReleasePreview(opened);
  const release = useReleaseDecisions();
  const total = DECISIONS.reduce((sum, decision) => sum + (drafts[decision] ?? 0), 0);

  const close = () => {
    release.reset();
    onClose();
  };
  const send = () =>
    release.mutate(undefined, {
      onSuccess: (result) => {
        showToast({ title: t('toasts.released', { count: result.released }), message: t('toasts.releasedMessage', { offers: result.offers }), tone: 'success' });
        close();
      },
    });

  return (
    <Modal opened={opened} onClose={close} title={t('release.title')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <Text size="sm">{t('release.summary', { accepted: drafts.accepted ?? 0, waitlisted: drafts.waitlisted ?? 0, rejected: drafts.rejected ?? 0 })}</Text>
        <Text size="xs" c="dimmed">
          {t('templatesHint')}
        </Text>
        {preview.isPending && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('release.loading')}</Text>
          </Group>
        )}
        {preview.isError && (
          <Alert color="red" title={t('release.failed')}>
            {errorText(preview.error, t('release.failed'))}
          </Alert>
        )}
        {preview.data && preview.data.emails.length > 0 && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('release.previewHeading')}
            </Text>
            <Accordion variant="separated" multiple>
              {preview.data.emails.map((email) => (
                <Accordion.Item key={`${email.decision}-${email.language}`} value={`${email.decision}-${email.language}`}>
                  <Accordion.Control>
                    {t('release.emailHeading', { decision: t(`release.decision.${email.decision}`), language: t(`release.language.${email.language}`), count: email.count })}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text size="xs" c="dimmed">
                      {t('release.to', { to: email.to })}
                    </Text>
                    <Text size="sm" fw={600}>
                      {t('release.subject', { subject: email.subject })}
                    </Text>
                    <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {email.text}
                    </Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        )}
        {release.isError && (
          <Alert color="red" title={t('toasts.failed')} role="alert">
            {text(stripStatusPrefix(release.error.message))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('release.cancel')}
          </Button>
          <Button onClick={send} loading={release.isPending} disabled={total === 0 || !preview.data}>
            {t('release.send', { count: total })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
