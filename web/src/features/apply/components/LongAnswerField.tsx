import { Text, Textarea } from '@mantine/core';
import { countWords, LONG_ANSWER_MAX_WORDS, type ApplicationFormValues } from '@trek/contracts';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../i18n/use-contract-message';

export interface LongAnswerFieldProps {
  name: 'interest250' | 'goals250';
  label: string;
}

/** A long answer with its live "n/250 words" counter, red above 250 (display only: characters are enforced). */
export function LongAnswerField({ name, label }: LongAnswerFieldProps) {
  const { t } = useTranslation('apply');
  const { text: message } = useContractMessage();
  const counterId = useId();
  const { register, control, formState } = useFormContext<ApplicationFormValues>();
  const words = countWords(useWatch({ control, name }) ?? '');
  const overLimit = words > LONG_ANSWER_MAX_WORDS;
  return (
    <div>
      <Textarea
        label={label}
        required
        rows={7}
        resize="vertical"
        aria-describedby={counterId}
        error={message(formState.errors[name]?.message)}
        {...register(name)}
      />
      <Text id={counterId} size="sm" ta="right" mt={4} c={overLimit ? 'red.7' : 'dimmed'} fw={overLimit ? 700 : 400} data-over-limit={overLimit}>
        {t('motivation.wordCount', { count: words, max: LONG_ANSWER_MAX_WORDS })}
      </Text>
    </div>
  );
}
