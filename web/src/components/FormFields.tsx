import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useContractMessage } from '../i18n/use-contract-message';
import { DateField } from './DateField';

/** A field of a react-hook-form form: its control and its path. */
interface BoundField<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
}

type NumberFieldProps<TValues extends FieldValues, TOutput> = BoundField<TValues, TOutput> &
  Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A number input bound to a form field: blank is `undefined`, so the schema says it is missing. */
export function FormNumberField<TValues extends FieldValues, TOutput>({ control, name, ...input }: NumberFieldProps<TValues, TOutput>) {
  const { text } = useContractMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...input}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
          error={text(fieldState.error?.message)}
        />
      )}
    />
  );
}

interface DateFieldProps<TValues extends FieldValues, TOutput> extends BoundField<TValues, TOutput> {
  label: string;
  description?: string;
  clearable?: boolean;
}

/** A calendar day (`YYYY-MM-DD`) bound to a form field, picked from a calendar. */
export function FormDateField<TValues extends FieldValues, TOutput>({ control, name, ...input }: DateFieldProps<TValues, TOutput>) {
  const { text } = useContractMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...input}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          error={text(fieldState.error?.message)}
        />
      )}
    />
  );
}
