import { Alert, List, Stack, TextInput, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ApplicationFormValues } from '@trek/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LongAnswerField } from './LongAnswerField';
import { useContractMessage } from '../../../i18n/use-contract-message';

/** Step 2: two long answers with word counters, the favorite food and writing tips. */
export function MotivationStep() {
  const { t } = useTranslation('apply');
  const { text: message } = useContractMessage();
  const { register, formState } = useFormContext<ApplicationFormValues>();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('motivation.title')}
      </Title>
      <Alert variant="light" color="agave" role="note" title={t('motivation.tipsTitle')} icon={<IconBulb size={20} aria-hidden />}>
        <List size="sm" spacing={4}>
          <List.Item>{t('motivation.tips.specific')}</List.Item>
          <List.Item>{t('motivation.tips.connect')}</List.Item>
          <List.Item>{t('motivation.tips.length')}</List.Item>
        </List>
      </Alert>
      <LongAnswerField name="interest250" label={t('motivation.interest250')} />
      <LongAnswerField name="goals250" label={t('motivation.goals250')} />
      <TextInput
        label={t('motivation.favoriteFood')}
        description={t('motivation.favoriteFoodHint')}
        required
        error={message(formState.errors.favoriteFood?.message)}
        {...register('favoriteFood')}
      />
    </Stack>
  );
}
