import { ActionIcon, Button, Group, Radio, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { EditionSettings, editionSettingsSchema } from '@trek/contracts';
import { Controller, get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormNumberField } from '../../../../components/FormFields';
import { useContractMessage } from '../../../../i18n/use-contract-message';

export type EditionForm = UseFormReturn<z.input<typeof editionSettingsSchema>, unknown, EditionSettings>;

const COUNT_FIELDS = [
  { name: 'admissions.totalSpots', label: 'totalSpots' },
  { name: 'subsidizedSpots', label: 'subsidizedSpots' },
  { name: 'admissions.offerDeadlineDays', label: 'offerDeadlineDays' },
] as const;

/**
 * The admissions block of the edition: how many seats the trek has (confirmed offers never exceed
 * it), how many of them are subsidized, how long an offer stays open, how a freed seat reaches the
 * waitlist, blind review and the criteria reviewers score.
 */
export function AdmissionSettingsFields({ form }: { form: EditionForm }) {
  const { t } = useTranslation('adminContent');
  const { text } = useContractMessage();
  const criteria = useFieldArray({ control: form.control, name: 'admissions.criteria' });
  const errorOf = (path: string) => text((get(form.formState.errors, path) as { message?: string } | undefined)?.message);
  // A rule about the whole list (how many, keys unique) sits on the array or its root.
  const listError = errorOf('admissions.criteria') ?? errorOf('admissions.criteria.root');

  return (
    <Stack gap="sm">
      <Title order={3} size="h6">
        {t('edition.admissions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {COUNT_FIELDS.map(({ name, label }) => (
          <FormNumberField
            key={name}
            control={form.control}
            name={name}
            label={t(`edition.admissions.${label}`)}
            description={t(`edition.admissions.${label}Hint`)}
            min={0}
            allowDecimal={false}
          />
        ))}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="admissions.waitlistAutoOffer"
        render={({ field }) => (
          <Radio.Group
            label={t('edition.admissions.waitlist')}
            description={t('edition.admissions.waitlistHint')}
            value={field.value === false ? 'click' : 'auto'}
            onChange={(value) => field.onChange(value === 'auto')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="auto" label={t('edition.admissions.waitlistAuto')} />
              <Radio value="click" label={t('edition.admissions.waitlistClick')} />
            </Stack>
          </Radio.Group>
        )}
      />
      <Controller
        control={form.control}
        name="admissions.blindReview"
        render={({ field }) => (
          <Switch
            label={t('edition.admissions.blindReview')}
            description={t('edition.admissions.blindReviewHint')}
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('edition.admissions.criteria')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('edition.admissions.criteriaHint')}
        </Text>
        {criteria.fields.map((field, index) => {
          const number = index + 1;
          return (
            <Group key={field.id} align="flex-start" wrap="nowrap" gap="xs">
              {/* Name and key side by side, stacked on a phone so neither is cut. */}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
                <TextInput
                  label={t('edition.admissions.criterionLabel', { number })}
                  {...form.register(`admissions.criteria.${index}.label`)}
                  error={errorOf(`admissions.criteria.${index}.label`)}
                />
                <TextInput
                  label={t('edition.admissions.criterionKey', { number })}
                  {...form.register(`admissions.criteria.${index}.key`)}
                  error={errorOf(`admissions.criteria.${index}.key`)}
                />
              </SimpleGrid>
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={t('edition.admissions.removeCriterion', { number })}
                onClick={() => criteria.remove(index)}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => criteria.append({ key: '', label: '' })}>
            {t('edition.admissions.addCriterion')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
