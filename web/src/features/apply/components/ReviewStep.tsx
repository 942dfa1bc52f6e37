import { Alert, Anchor, Checkbox, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { EDITION_WORDS, REFERRAL_SOURCES, TEAM_REFERRAL_PREFIX, type ApplicationFormValues, type ReferralSource } from '@trek/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { usePassportValidityText } from '../passport-validity-text';
import { useContactEmail } from '../queries/applications-queries';
import classes from './ReviewStep.module.css';
import { currentLanguage } from '../../../i18n/language';
import { useContractMessage } from '../../../i18n/use-contract-message';

type Field = keyof ApplicationFormValues;

interface ReviewRow {
  field: Field;
  label: string;
  value: string;
}

function ReviewCard({ title, rows, notProvided }: { title: string; rows: ReviewRow[]; notProvided: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <dl className={classes.list}>
        {rows.map((row) => (
          <div key={row.field} className={classes.row}>
            <Text component="dt" size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" className={classes.value} fs={row.value.trim() === '' ? 'italic' : undefined}>
              {row.value.trim() === '' ? notProvided : row.value}
            </Text>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/** Step 4: read-only answers, the errors left, the accuracy box and what happens next. */
export function ReviewStep() {
  const { t } = useTranslation('apply');
  const { text: message } = useContractMessage();
  const contactEmail = useContactEmail();
  const passportValidity = usePassportValidityText();
  const { register, control, formState } = useFormContext<ApplicationFormValues>();
  const values = useWatch({ control }) as ApplicationFormValues;
  const yesNo = (value: string) => (value === 'YES' ? t('passport.yes') : value === 'NO' ? t('passport.no') : '');
  const referral = values.referral ?? '';
  const isSource = (value: string): value is ReferralSource => (REFERRAL_SOURCES as readonly string[]).includes(value);
  const shownReferral = isSource(referral)
    ? t(`referralOptions.${referral}`)
    : referral.startsWith(TEAM_REFERRAL_PREFIX)
      ? t('passport.teamMember', { name: referral.slice(TEAM_REFERRAL_PREFIX.length) })
      : referral;

  const identity: ReviewRow[] = [
    { field: 'firstNames', label: t('identity.firstNames'), value: values.firstNames ?? '' },
    { field: 'lastName', label: t('identity.lastName'), value: values.lastName ?? '' },
    { field: 'universityEmail', label: t('identity.universityEmail'), value: values.universityEmail ?? '' },
    { field: 'phone', label: t('identity.phone'), value: values.phone ?? '' },
    { field: 'affiliation', label: t('identity.affiliation'), value: values.affiliation ?? '' },
  ];
  const motivation: ReviewRow[] = [
    { field: 'interest250', label: t('motivation.interest250'), value: values.interest250 ?? '' },
    { field: 'goals250', label: t('motivation.goals250'), value: values.goals250 ?? '' },
    { field: 'favoriteFood', label: t('motivation.favoriteFood'), value: values.favoriteFood ?? '' },
  ];
  const passport: ReviewRow[] = [
    { field: 'passportValid', label: passportValidity.question, value: yesNo(values.passportValid ?? '') },
    { field: 'passportCountry', label: t('passport.passportCountry'), value: values.passportCountry ?? '' },
    {
      field: 'commitment',
      label: t('passport.commitment'),
      value: values.commitment ? t(`commitmentOptions.${values.commitment}`) : '',
    },
    { field: 'significantOther', label: t('passport.significantOther'), value: yesNo(values.significantOther ?? '') },
  ];
  // Optional answers appear only when given.
  if (shownReferral !== '') passport.push({ field: 'referral', label: t('review.referral'), value: shownReferral });
  if ((values.comments ?? '').trim() !== '') passport.push({ field: 'comments', label: t('review.comments'), value: values.comments ?? '' });

  const labelOf = new Map<Field, string>([...identity, ...motivation, ...passport].map((row) => [row.field, row.label]));
  const errorList = (Object.keys(formState.errors) as Field[])
    .filter((field) => field !== 'confirmAccuracy')
    .map((field) => ({ field, label: labelOf.get(field) ?? field, message: message(formState.errors[field]?.message) }));
  const confirmed = values.confirmAccuracy === true;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('review.title')}
      </Title>
      <Text c="dimmed">{t('review.intro')}</Text>
      {errorList.length > 0 ? (
        <Alert variant="light" color="red" title={t('review.errorsTitle')} icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          <List size="sm" spacing={4}>
            {errorList.map((error) => (
              <List.Item key={error.field}>
                {error.label}: {error.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ReviewCard title={t('review.identityCard')} rows={identity} notProvided={t('review.notProvided')} />
        <ReviewCard title={t('review.passportCard')} rows={passport} notProvided={t('review.notProvided')} />
      </SimpleGrid>
      <ReviewCard title={t('review.motivationCard')} rows={motivation} notProvided={t('review.notProvided')} />
      <Checkbox
        label={t('review.confirmAccuracy')}
        description={confirmed ? undefined : t('review.confirmAccuracyHint')}
        required
        error={message(formState.errors.confirmAccuracy?.message)}
        {...register('confirmAccuracy')}
      />
      <Alert variant="light" color="terracotta" role="note" title={t('review.nextTitle')} icon={<IconInfoCircle size={20} aria-hidden />}>
        <List size="sm" spacing={4}>
          <List.Item>{t('review.nextConfirmation')}</List.Item>
          <List.Item>{t('review.nextReview', { reviewStarts: EDITION_WORDS[currentLanguage()].reviewStarts })}</List.Item>
          <List.Item>{t('review.nextContact')}</List.Item>
          <List.Item>
            <Trans t={t} i18nKey="review.nextQuestions" values={{ email: contactEmail }} components={{ mail: <Anchor href={`mailto:${contactEmail}`} inherit /> }} />
          </List.Item>
        </List>
      </Alert>
    </Stack>
  );
}
