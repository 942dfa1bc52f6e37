import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { ReactElement } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { useContractMessage } from '../i18n/use-contract-message';
import { DateField } from './DateField';

/** A field of a react-hook-form form: its control and its path. */
interface BoundField<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
}

interface BoundInputProps<TValues extends FieldValues, TOutput> extends BoundField<TValues, TOutput> {
  /** The input for the field's value, given its error in the reader's language. */
  render: (field: ControllerRenderProps<TValues>, error: string | undefined) => ReactElement;
}

/** An input bound to a form field, showing the schema's message for it in the reader's language. */
function BoundInput<TValues extends FieldValues, TOutput>({ control, name, render }: BoundInputProps<TValues, TOutput>) {
  const { text } = useContractMessage();
  return <Controller control={control} name={name} render={({ field, fieldState }) => render(field, text(fieldState.error?.message))} />;
}

type NumberFieldProps<TValues extends FieldValues, TOutput> = BoundField<TValues, TOutput> &
  Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A number input bound to a form field: blank is `undefined`, so the schema says it is missing. */
export function FormNumberField<TValues extends FieldValues, TOutput>({ control, name, ...input }: NumberFieldProps<TValues, TOutput>) {
  return (
    <BoundInput
      control={control}
      name={name}
      render={(field, error) => (
        <NumberInput {...input} value={typeof field.value === 'number' ? field.value : ''} onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)} error={error} />
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
  return (
    <BoundInput
      control={control}
      name={name}
      render={(field, error) => <DateField {...input} value={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange} error={error} />}
    />
  );
}
