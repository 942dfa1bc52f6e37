import { Alert, Radio, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconHeart } from '@tabler/icons-react';
import { COMMITMENTS, EDITION, type ApplicationFormValues, type Commitment } from '@trek/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../edition/queries/edition-queries';
import { usePassportValidityText } from '../passport-validity-text';
import { ReferralSelect } from './ReferralSelect';
import { YesNoField } from './YesNoField';
import { formatAmount } from '../../../lib/format-money';
import { useContractMessage } from '../../../i18n/use-contract-message';

/** Step 3: passport validity and country, commitment, significant other, referral and comments. */
export function PassportCommitmentStep() {
  const { t } = useTranslation('apply');
  const { text: message } = useContractMessage();
  const { register, control, formState } = useFormContext<ApplicationFormValues>();
  const [passportValid, significantOther] = useWatch({ control, name: ['passportValid', 'significantOther'] });
  const edition = useEdition().data;
  const passportValidity = usePassportValidityText();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('passport.title')}
      </Title>
      <YesNoField name="passportValid" label={passportValidity.question} />
      {passportValid === 'NO' ? (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={20} aria-hidden />} role="status">
          {passportValidity.renewNotice}
        </Alert>
      ) : null}
      <TextInput
        label={t('passport.passportCountry')}
        autoComplete="country-name"
        required
        error={message(formState.errors.passportCountry?.message)}
        {...register('passportCountry')}
      />
      <Controller
        control={control}
        name="commitment"
        render={({ field }) => (
          <Radio.Group
            label={t('passport.commitment')}
            required
            name={field.name}
            value={field.value}
            onChange={(value) => field.onChange(value as Commitment)}
          >
            <Stack gap="xs" mt={6}>
              {COMMITMENTS.map((commitment) => (
                <Radio key={commitment} value={commitment} label={t(`commitmentOptions.${commitment}`)} onBlur={field.onBlur} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <YesNoField name="significantOther" label={t('passport.significantOther')} />
      {significantOther === 'YES' ? (
        <Alert variant="light" color="agave" icon={<IconHeart size={20} aria-hidden />} role="status">
          {t('passport.significantOtherNotice', { price: formatAmount((edition ?? EDITION).priceAfterSubsidyUsd) })}
        </Alert>
      ) : null}
      <ReferralSelect />
      <Textarea label={t('passport.comments')} rows={4} resize="vertical" {...register('comments')} />
    </Stack>
  );
}
