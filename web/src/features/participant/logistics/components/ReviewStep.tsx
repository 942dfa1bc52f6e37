import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { dietaryListToText, dietaryTextToList, flightSchema, type FlightFormValues, type LogisticsField, type LogisticsFormValues, type LogisticsStatus, type LogisticsStep } from '@trek/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { flightSummaryValues } from '../../../../lib/flight-format';
import { inputPaths, stepFields, type LogisticsFormState } from '../logistics-form';
import classes from './ReviewStep.module.css';
import { useContractMessage } from '../../../../i18n/use-contract-message';

const FIELD_LABEL_KEYS = {
  legalName: 'personal.legalName',
  preferredName: 'personal.preferredName',
  gender: 'personal.gender',
  email: 'personal.email',
  phoneMexico: 'personal.phoneMexico',
  schoolAffiliation: 'personal.schoolAffiliation',
  passportNationality: 'travel.passportNationality',
  passportNumber: 'travel.passportNumber',
  dateOfBirth: 'travel.dateOfBirth',
  // The flights came with the trip card; their labels are in its namespace.
  arrivalFlight: 'tripCard:you.flight.arrival',
  departureFlight: 'tripCard:you.flight.departure',
  inboundFlight: 'tripCard:you.flight.arrival',
  outboundFlight: 'tripCard:you.flight.departure',
  emergencyContactName: 'emergency.name',
  emergencyContactRelation: 'emergency.relation',
  emergencyContactPhone: 'emergency.phone',
  insuranceProvider: 'emergency.insuranceProvider',
  insurancePolicyNumber: 'emergency.insurancePolicyNumber',
  roommatePreference: 'accommodation.roommatePreference',
  roommateNameOrNA: 'accommodation.roommateName',
  specialRequirement: 'accommodation.specialRequirement',
  dietaryPreferences: 'dietary.preferences',
  additionalConsiderations: 'dietary.additionalConsiderations',
  day0Decision: 'day0.decision',
  day2Preference: 'day0.day2Preference',
} as const satisfies Record<LogisticsField, string>;

const REVIEWED_STEPS = [1, 2, 3, 4, 5] as const satisfies readonly LogisticsStep[];

export interface ReviewStepProps {
  status: LogisticsStatus;
  /** Opens a step to edit it; left out, the answers are read-only (a past edition's). */
  onEdit?: (step: LogisticsStep) => void;
}

/** Step 6: every answer by step, each step one click from being edited; fields still wrong show their message. */
export function ReviewStep({ status, onEdit }: ReviewStepProps) {
  const { t } = useTranslation(['participantLogistics', 'tripCard']);
  const { text: message } = useContractMessage();
  const { control, formState } = useFormContext<LogisticsFormValues>();
  const values = useWatch({ control }) as LogisticsFormState;

  /** A whole flight as a sentence; a half-filled one as its parts, so the review shows what is there. */
  const flightText = (flight: FlightFormValues): string => {
    const parsed = flightSchema.safeParse(flight);
    if (parsed.success) return t('travel.flight.summary', flightSummaryValues(parsed.data));
    return Object.values(flight)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join(' · ');
  };

  const errorsOf = (field: LogisticsField): string[] =>
    inputPaths([field]).flatMap((path) => {
      const [name, part] = path.split('.') as [LogisticsField, string | undefined];
      const error = formState.errors[name] as { message?: string; [part: string]: unknown } | undefined;
      const text = part ? (error?.[part] as { message?: string } | undefined)?.message : error?.message;
      return message(text) ?? [];
    });

  const shown = (field: LogisticsField): string => {
    switch (field) {
      case 'gender':
        return t(`options.gender.${values.gender}`);
      case 'schoolAffiliation':
        return t(`options.schoolAffiliation.${values.schoolAffiliation}`);
      case 'roommatePreference':
        return t(`options.roommatePreference.${values.roommatePreference}`);
      case 'day0Decision':
        return t(`options.day0Decision.${values.day0Decision}`);
      case 'day2Preference':
        return t(`options.day2Preference.${values.day2Preference}`);
      case 'dietaryPreferences':
        return dietaryListToText(dietaryTextToList(values.dietaryPreferences));
      case 'inboundFlight':
      case 'outboundFlight':
        return flightText(values[field]);
      default:
        return values[field].trim();
    }
  };

  return (
    <Stack gap="md">
      {onEdit ? <Text size="sm">{status === 'SUBMITTED' ? t('review.submittedIntro') : t('review.intro')}</Text> : null}
      {REVIEWED_STEPS.map((step) => (
        <Paper key={step} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Title order={4}>{t(`steps.${step}`)}</Title>
            {onEdit ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => onEdit(step)}
                aria-label={t('review.editLabel', { section: t(`steps.${step}`) })}
              >
                {t('review.edit')}
              </Button>
            ) : null}
          </Group>
          <dl className={classes.answers}>
            {stepFields(step).map((field) => {
              const error = errorsOf(field).join('; ');
              const value = shown(field);
              return (
                <div key={field} className={classes.answer}>
                  <Text component="dt" size="sm" c="dimmed">
                    {t(FIELD_LABEL_KEYS[field])}
                  </Text>
                  <Text component="dd" size="sm" className={classes.value} c={value === '' ? 'dimmed' : undefined}>
                    {value === '' ? t('review.notProvided') : value}
                  </Text>
                  {error ? (
                    <Text component="dd" size="sm" c="red" className={classes.value}>
                      {error}
                    </Text>
                  ) : null}
                </div>
              );
            })}
          </dl>
        </Paper>
      ))}
    </Stack>
  );
}
