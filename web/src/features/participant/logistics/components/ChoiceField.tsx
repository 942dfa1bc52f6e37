import { Group, Radio, Stack } from '@mantine/core';
import type { LogisticsField, LogisticsFormValues } from '@trek/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { useContractMessage } from '../../../../i18n/use-contract-message';

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

export interface ChoiceFieldProps {
  name: Extract<LogisticsField, 'gender' | 'schoolAffiliation' | 'roommatePreference' | 'day0Decision' | 'day2Preference'>;
  label: string;
  description?: string;
  options: ChoiceOption[];
  /** Long labels read better one per line. */
  stacked?: boolean;
}

/** One required choice among a few, as radio buttons (easier on a phone than a dropdown). */
export function ChoiceField({ name, label, description, options, stacked = false }: ChoiceFieldProps) {
  const { text: message } = useContractMessage();
  const { control } = useFormContext<LogisticsFormValues>();
  const Layout = stacked ? Stack : Group;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          description={description}
          required
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          error={message(fieldState.error?.message)}
        >
          <Layout gap="sm" mt="xs">
            {options.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
                disabled={option.disabled}
                onBlur={field.onBlur}
              />
            ))}
          </Layout>
        </Radio.Group>
      )}
    />
  );
}
