import { Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { editionYears, PROFILE_BIO_MAX_WORDS, countWords } from '@trek/contracts';
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sortedYears, type ProfileFormValues } from '../profile-form';
import { useParticipantEdition } from '../../edition/queries/participant-edition-queries';
import { useContractMessage } from '../../../../i18n/use-contract-message';

/** Spec 5: names, program and university required (marked *); email and country optional; the bio counted in words on every edit. */
export function BasicInformationFields({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { t } = useTranslation('participantProfile');
  const { text: translate } = useContractMessage();
  const { errors } = useFormState({ control: form.control });
  const errorOf = (field: keyof ProfileFormValues) => {
    const message = errors[field]?.message;
    return message ? translate(message) : undefined;
  };
  const bio = useWatch({ control: form.control, name: 'bio' });
  const words = countWords(bio);
  const overLimit = words > PROFILE_BIO_MAX_WORDS;
  // The editions up to the participant's own, oldest first (2024, 2025, 2026 for a 2026 participant), and any year already saved.
  const currentYear = useParticipantEdition().data?.year;
  const savedYears = useWatch({ control: form.control, name: 'cohortYears' });
  const trekYears = sortedYears([...(currentYear ? editionYears(currentYear) : []), ...savedYears]);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('form.basicTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.firstName')} required autoComplete="given-name" error={errorOf('firstName')} {...form.register('firstName')} />
          <TextInput label={t('form.lastName')} required autoComplete="family-name" error={errorOf('lastName')} {...form.register('lastName')} />
          <TextInput
            label={t('form.email')}
            type="email"
            autoComplete="email"
            placeholder={t('form.emailPlaceholder')}
            error={errorOf('email')}
            {...form.register('email')}
          />
          <TextInput
            label={t('form.country')}
            autoComplete="country-name"
            placeholder={t('form.countryPlaceholder')}
            error={errorOf('countryOfOrigin')}
            {...form.register('countryOfOrigin')}
          />
          <TextInput
            label={t('form.program')}
            required
            placeholder={t('form.programPlaceholder')}
            error={errorOf('program')}
            {...form.register('program')}
          />
          <TextInput
            label={t('form.university')}
            required
            autoComplete="organization"
            placeholder={t('form.universityPlaceholder')}
            error={errorOf('university')}
            {...form.register('university')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="cohortYears"
          render={({ field }) => (
            <Checkbox.Group
              label={t('form.trekYears')}
              description={t('form.trekYearsDescription')}
              value={field.value.map(String)}
              onChange={(checked) => field.onChange(sortedYears(checked.map(Number).filter((year) => trekYears.includes(year))))}
              error={errorOf('cohortYears')}
            >
              <Group gap="lg" mt="xs">
                {trekYears.map((year) => (
                  <Checkbox key={year} value={String(year)} label={String(year)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Textarea
          label={t('form.bio')}
          placeholder={t('form.bioPlaceholder')}
          rows={6}
          resize="vertical"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <Text span size="xs" c={overLimit ? 'red' : 'dimmed'} aria-live="polite">
              {t('form.wordCount', { count: words, max: PROFILE_BIO_MAX_WORDS })}
            </Text>
          }
          error={overLimit ? t('messages.bioOverLimit') : errorOf('bio')}
          {...form.register('bio')}
        />
      </Stack>
    </Paper>
  );
}
