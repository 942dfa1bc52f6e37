import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { DAY0_DECISIONS, DAY2_PREFERENCES, type Day0Decision, type LogisticsFormValues } from '@trek/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { weekdayDate } from '../../../edition/edition-dates';
import { useParticipantEdition } from '../../edition/queries/participant-edition-queries';
import { ChoiceField, type ChoiceOption } from './ChoiceField';

export interface Day0StepProps {
  /** The decision the server holds, which decides what may still change. */
  savedDecision: Day0Decision | undefined;
  /** Set by organizers: the saved decision is final. */
  locked: boolean;
}

/**
 * Step 5: Day 0 and the Day 2 preference. Day 0 and the trek's start are the participant's own
 * edition's (its settings), in the page's language. The server refuses a change of Day 0 once
 * organizers lock it, and any change after "not join" was saved; the options say so up front.
 */
export function Day0Step({ savedDecision, locked }: Day0StepProps) {
  const { t } = useTranslation('participantLogistics');
  const { control } = useFormContext<LogisticsFormValues>();
  const chosen = useWatch({ control, name: 'day0Decision' });
  const notJoinIsFinal = savedDecision === 'NOT_JOIN';
  const dates = useParticipantEdition().data?.dates;

  // A locked JOIN (or nothing saved) keeps "not join" out of reach; a saved "not join" keeps JOIN out of reach.
  const isFixed = (decision: Day0Decision) => (decision === 'NOT_JOIN' ? locked && !notJoinIsFinal : notJoinIsFinal);

  const day0Options: ChoiceOption[] = DAY0_DECISIONS.map((value) => ({
    value,
    label: t(`options.day0Decision.${value}`),
    disabled: isFixed(value),
    ...(isFixed(value) ? { description: t('messages.day0LockedLabel') } : {}),
  }));

  return (
    <Stack gap="md">
      <Text size="sm">
        {dates?.day0Date ? t('day0.intro', { day0: weekdayDate(dates.day0Date), start: weekdayDate(dates.startDate) }) : t('day0.introUndated')}
      </Text>
      {locked ? (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
          {t('day0.locked')}
        </Alert>
      ) : notJoinIsFinal ? (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
          {t('day0.notJoinSaved')}
        </Alert>
      ) : (
        <Alert color={chosen === 'NOT_JOIN' ? 'orange' : 'gray'} icon={<IconAlertTriangle size={18} aria-hidden />} title={t('day0.irreversibleTitle')}>
          {t('day0.irreversible')}
        </Alert>
      )}
      <ChoiceField name="day0Decision" label={t('day0.decision')} options={day0Options} stacked />
      <ChoiceField
        name="day2Preference"
        label={t('day0.day2Preference')}
        description={t('day0.day2PreferenceHint')}
        options={DAY2_PREFERENCES.map((value) => ({ value, label: t(`options.day2Preference.${value}`) }))}
        stacked
      />
    </Stack>
  );
}
