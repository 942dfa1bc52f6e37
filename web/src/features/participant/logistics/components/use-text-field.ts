import type { LogisticsField, LogisticsFormValues } from '@trek/contracts';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import type { ChoiceFieldProps } from './ChoiceField';
import { useContractMessage } from '../../../../i18n/use-contract-message';

type TextFieldName = Exclude<LogisticsField, ChoiceFieldProps['name'] | 'inboundFlight' | 'outboundFlight'>;

export type TextFieldProps = UseFormRegisterReturn<TextFieldName> & { error: string | undefined };

/** A wizard text input's wiring: registered with the form, showing its field's error in the current language. */
export function useTextField(): (name: TextFieldName) => TextFieldProps {
  const { text: message } = useContractMessage();
  const { register, formState } = useFormContext<LogisticsFormValues>();
  return (name) => ({ ...register(name), error: message(formState.errors[name]?.message) });
}
