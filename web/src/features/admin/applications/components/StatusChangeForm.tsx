import { Button, Select, Stack, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { applicationStatusSchema, organizerMovesFrom, type ApplicationDetail, type ApplicationStatus } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeApplicationStatus } from '../queries/applications-queries';

/** Moves the application through the workflow (only the moves it allows from its status) with an optional reviewer note; rejecting asks first. */
export function StatusChangeForm({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('adminApplications');
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [note, setNote] = useState('');
  const change = useChangeApplicationStatus(application.id);
  const unchanged = status === application.status && note.trim() === '';

  // The toast comes from the mutation itself, which outlives this form (see useChangeApplicationStatus).
  const save = () => change.mutate({ status, note: note.trim() || undefined }, { onSuccess: () => setNote('') });

  const submit = () => {
    if (status !== 'rejected' || application.status === 'rejected') {
      save();
      return;
    }
    modals.openConfirmModal({
      title: t('statusForm.confirmRejectTitle'),
      children: t('statusForm.confirmRejectBody', { name: `${application.firstNames} ${application.lastName}` }),
      labels: { confirm: t('statusForm.confirmReject'), cancel: t('statusForm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: save,
    });
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('statusForm.status')}
        data={[application.status, ...organizerMovesFrom(application.status)].map((value) => ({ value, label: t(`status.${value}`) }))}
        value={status}
        onChange={(value) => setStatus(applicationStatusSchema.parse(value ?? application.status))}
        allowDeselect={false}
      />
      <Textarea
        label={t('statusForm.note')}
        placeholder={t('statusForm.notePlaceholder')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        rows={3}
        maxLength={1000}
      />
      <Button onClick={submit} loading={change.isPending} disabled={unchanged} title={unchanged ? t('statusForm.unchanged') : undefined} style={{ alignSelf: 'flex-start' }}>
        {change.isPending ? t('statusForm.saving') : t('statusForm.submit')}
      </Button>
    </Stack>
  );
}
