import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { DECISIONS, type DraftDecisions } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useDraftDecisions } from '../queries/admissions-queries';

const COLORS = { accepted: 'agave', waitlisted: 'yellow', rejected: 'red', none: 'gray' } as const;

export interface BulkDecisionBarProps {
  selectedIds: string[];
  onDone: () => void;
}

/**
 * Drafts one decision for every selected application (nothing reaches applicants until release).
 * Applications whose status does not allow it are named, and stay selected so organizers see them.
 */
export function BulkDecisionBar({ selectedIds, onDone }: BulkDecisionBarProps) {
  const { t } = useTranslation('adminAdmissions');
  const { t: tApplications } = useTranslation('adminApplications');
  const { text } = useContractMessage();
  const draft = useDraftDecisions();
  const refused = draft.data?.refused ?? [];
  if (selectedIds.length === 0 && refused.length === 0) return null;

  const decide = (decision: DraftDecisions['decision']) =>
    draft.mutate(
      { applicationIds: selectedIds, decision },
      {
        onSuccess: (result) => {
          // Refused ones are named in the bar itself, which stays until dismissed.
          showToast({ title: t('toasts.drafted', { count: result.drafted }), message: t('toasts.draftedMessage'), tone: 'success' });
          if (result.refused.length === 0) onDone();
        },
        onError: (error) => showToast({ title: t('toasts.failed'), message: text(stripStatusPrefix(error.message)), tone: 'error' }),
      },
    );

  return (
    <Paper withBorder p="sm" radius="md" role="region" aria-label={t('bulk.label')}>
      <Group gap="xs" wrap="wrap">
        {selectedIds.length > 0 && (
          <>
            <Text size="sm" fw={600} mr="xs">
              {t('bulk.selected', { count: selectedIds.length })}
            </Text>
            {[...DECISIONS, 'none' as const].map((decision) => (
              <Button key={decision} size="xs" variant={decision === 'none' ? 'subtle' : 'light'} color={COLORS[decision]} loading={draft.isPending && draft.variables?.decision === decision} disabled={draft.isPending} onClick={() => decide(decision)}>
                {t(`bulk.${decision}`)}
              </Button>
            ))}
            <Button size="xs" variant="subtle" color="gray" onClick={onDone}>
              {t('bulk.clear')}
            </Button>
          </>
        )}
      </Group>
      {refused.length > 0 && (
        <Alert color="red" mt="xs" title={t('bulk.refused', { refs: refused.map((item) => item.ref).join(', ') })} withCloseButton onClose={() => draft.reset()} closeButtonLabel={t('close')}>
          {refused.map((item) => `${item.ref}: ${tApplications(`status.${item.status}`)}`).join(' · ')}
        </Alert>
      )}
    </Paper>
  );
}
