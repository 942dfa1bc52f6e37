import { Stack, TextInput } from '@mantine/core';
import { GENDERS, SCHOOL_AFFILIATIONS } from '@trek/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LogisticsFormState } from '../logistics-form';
import { useLogisticsMessage } from '../logistics-messages';
import { ChoiceField } from './ChoiceField';

/** Step 1: names, gender, contact and school. */
export function PersonalInfoStep() {
  const { t } = useTranslation('participantLogistics');
  const message = useLogisticsMessage();
  const { register, formState } = useFormContext<LogisticsFormState>();
  const { errors } = formState;
  return (
    <Stack gap="md">
      <TextInput
        label={t('personal.legalName')}
        description={t('personal.legalNameHint')}
        autoComplete="name"
        required
        error={message(errors.legalName?.message)}
        {...register('legalName')}
      />
      <TextInput
        label={t('personal.preferredName')}
        description={t('personal.preferredNameHint')}
        autoComplete="nickname"
        required
        error={message(errors.preferredName?.message)}
        {...register('preferredName')}
      />
      <ChoiceField
        name="gender"
        label={t('personal.gender')}
        options={GENDERS.map((value) => ({ value, label: t(`options.gender.${value}`) }))}
      />
      <TextInput
        label={t('personal.email')}
        type="email"
        autoComplete="email"
        required
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextInput
        label={t('personal.phoneMexico')}
        description={t('personal.phoneMexicoHint')}
        type="tel"
        autoComplete="tel"
        error={message(errors.phoneMexico?.message)}
        {...register('phoneMexico')}
      />
      <ChoiceField
        name="schoolAffiliation"
        label={t('personal.schoolAffiliation')}
        options={SCHOOL_AFFILIATIONS.map((value) => ({ value, label: t(`options.schoolAffiliation.${value}`) }))}
      />
    </Stack>
  );
}
