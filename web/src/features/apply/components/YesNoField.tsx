import { Group, Radio } from '@mantine/core';
import type { ApplicationFormValues, YesNo } from '@trek/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface YesNoFieldProps {
  name: 'passportValid' | 'significantOther';
  label: string;
}

/** A required Yes/No question as two radio buttons. */
export function YesNoField({ name, label }: YesNoFieldProps) {
  const { t } = useTranslation('apply');
  const { control } = useFormContext<ApplicationFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group label={label} required value={field.value} onChange={(value) => field.onChange(value as YesNo)} name={field.name}>
          <Group gap="xl" mt={6}>
            <Radio value="YES" label={t('passport.yes')} onBlur={field.onBlur} />
            <Radio value="NO" label={t('passport.no')} onBlur={field.onBlur} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
