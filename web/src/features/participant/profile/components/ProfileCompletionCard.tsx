import { Group, Paper, Progress, Text, Title } from '@mantine/core';
import { directoryListing, profileCompletion, type ProfileCompletionInput } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/queries/edition-queries';
import { DoneChecklist } from '../../components/DoneChecklist';

/**
 * Spec 2/4: the six items, the percent they make, and a nudge until all are done. Once complete,
 * it says whether the card is in the directory or waits for organizers to open its cohort
 * (edition settings), so the promise matches what the home page shows.
 */
export function ProfileCompletionCard({ profile }: { profile: ProfileCompletionInput & { cohortYears: readonly number[] } }) {
  const { t } = useTranslation('participantProfile');
  const { items, percent } = profileCompletion(profile);
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={3} size="h4">
          {t('completion.title')}
        </Title>
        <Text fw={700} c={percent === 100 ? 'agave.8' : undefined}>
          {t('completion.percent', { percent })}
        </Text>
      </Group>
      <Progress value={percent} color={percent === 100 ? 'agave' : 'terracotta'} size="lg" radius="xl" aria-label={t('completion.progressLabel')} />
      <DoneChecklist
        spacing={4}
        mt="md"
        aria-label={t('completion.checklistLabel')}
        items={items.map((item) => ({ key: item.key, label: t(`completion.items.${item.key}`), done: item.done }))}
        doneLabel={t('completion.done')}
        missingLabel={t('completion.missing')}
      />
      <CompletionNote complete={percent === 100} cohortYears={profile.cohortYears} />
    </Paper>
  );
}

/** The nudge, or where a complete card stands in the directory: on its own, so the edition's answer renders this line, not the whole card. */
function CompletionNote({ complete, cohortYears }: { complete: boolean; cohortYears: readonly number[] }) {
  const { t } = useTranslation('participantProfile');
  const edition = useEdition().data;
  if (!complete) {
    return (
      <Text size="sm" mt="md" c="dimmed">
        {t('messages.completeProfileHint')}
      </Text>
    );
  }
  const listing = edition ? directoryListing(cohortYears, edition) : null;
  if (listing?.listed) {
    return (
      <Text size="sm" mt="md" c="agave.9" fw={600}>
        {t('messages.directoryListed')}
      </Text>
    );
  }
  if (listing?.waitingFor) {
    return (
      <Text size="sm" mt="md" c="dimmed">
        {t('completion.directoryWaiting', { year: listing.waitingFor })}
      </Text>
    );
  }
  return null;
}
