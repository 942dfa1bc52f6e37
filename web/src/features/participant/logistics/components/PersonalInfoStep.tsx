import { Stack, TextInput } from '@mantine/core';
import { GENDERS, SCHOOL_AFFILIATIONS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './ChoiceField';
import { useTextField } from './use-text-field';

/** Step 1: names, gender, contact and school. */
export function PersonalInfoStep() {
  const { t } = useTranslation('participantLogistics');
  const textField = useTextField();
  return (
    <Stack gap="md">
      <TextInput
        label={t('personal.legalName')}
        description={t('personal.legalNameHint')}
        autoComplete="name"
        required
        {...textField('legalName')}
      />
      <TextInput
        label={t('personal.preferredName')}
        description={t('personal.preferredNameHint')}
        autoComplete="nickname"
        required
        {...textField('preferredName')}
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
        {...textField('email')}
      />
      <TextInput
        label={t('personal.phoneMexico')}
        description={t('personal.phoneMexicoHint')}
        type="tel"
        autoComplete="tel"
        {...textField('phoneMexico')}
      />
      <ChoiceField
        name="schoolAffiliation"
        label={t('personal.schoolAffiliation')}
        options={SCHOOL_AFFILIATIONS.map((value) => ({ value, label: t(`options.schoolAffiliation.${value}`) }))}
      />
    </Stack>
  );
}
