import { Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { GENDERS, SCHOOL_AFFILIATIONS } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './ChoiceField';
import { useTextField } from './use-text-field';

/** Step 1: names, gender, contact and school; the emergency contact and travel insurance (encrypted at rest by the server). */
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
      <Fieldset legend={t('emergency.legend')} radius="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('emergency.intro')}
          </Text>
          <TextInput label={t('emergency.name')} autoComplete="off" required {...textField('emergencyContactName')} />
          <TextInput label={t('emergency.relation')} description={t('emergency.relationHint')} autoComplete="off" required {...textField('emergencyContactRelation')} />
          <TextInput
            label={t('emergency.phone')}
            description={t('emergency.phoneHint')}
            placeholder="+1 617 555 0100"
            type="tel"
            autoComplete="off"
            required
            {...textField('emergencyContactPhone')}
          />
          <TextInput label={t('emergency.insuranceProvider')} autoComplete="off" {...textField('insuranceProvider')} />
          <TextInput label={t('emergency.insurancePolicyNumber')} autoComplete="off" {...textField('insurancePolicyNumber')} />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
