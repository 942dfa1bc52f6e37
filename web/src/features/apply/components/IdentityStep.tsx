import { Stack, TextInput, Title } from '@mantine/core';
import type { ApplicationFormValues } from '@trek/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../i18n/use-contract-message';

/** Step 1: the five identity fields. */
export function IdentityStep() {
  const { t } = useTranslation('apply');
  const { text: message } = useContractMessage();
  const { register, formState } = useFormContext<ApplicationFormValues>();
  const { errors } = formState;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('identity.title')}
      </Title>
      <TextInput
        label={t('identity.firstNames')}
        description={t('identity.firstNamesHint')}
        autoComplete="given-name"
        required
        error={message(errors.firstNames?.message)}
        {...register('firstNames')}
      />
      <TextInput
        label={t('identity.lastName')}
        description={t('identity.lastNameHint')}
        autoComplete="family-name"
        required
        error={message(errors.lastName?.message)}
        {...register('lastName')}
      />
      <TextInput
        label={t('identity.universityEmail')}
        description={t('identity.universityEmailHint')}
        type="email"
        autoComplete="email"
        required
        error={message(errors.universityEmail?.message)}
        {...register('universityEmail')}
      />
      <TextInput
        label={t('identity.phone')}
        description={t('identity.phoneHint')}
        type="tel"
        autoComplete="tel"
        required
        error={message(errors.phone?.message)}
        {...register('phone')}
      />
      <TextInput
        label={t('identity.affiliation')}
        description={t('identity.affiliationHint')}
        required
        error={message(errors.affiliation?.message)}
        {...register('affiliation')}
      />
    </Stack>
  );
}
