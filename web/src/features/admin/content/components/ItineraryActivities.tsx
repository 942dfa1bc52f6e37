import { ActionIcon, Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, get, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { useContentList } from '../queries/content-queries';
import type { FormValues } from './EntityForm';

const blankActivity = { time: '', title: '', description: '', es: { title: '', description: '' }, speakers: [] };

/** A day's activities in their order; each one's `order` is its position when saved. */
export function ItineraryActivities({ form }: { form: UseFormReturn<FormValues> }) {
  const { t } = useTranslation('adminContent');
  const { text } = useContractMessage();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'activities' });
  const year = useWatch({ control: form.control, name: 'year' });
  // Activities name the speakers of the day's own edition.
  const speakers = useContentList('speakers', typeof year === 'number' ? year : undefined);
  const speakerOptions = (speakers.data ?? []).map((speaker) => ({ value: speaker.id, label: String(speaker.name) }));
  const errorOf = (index: number, name: string) =>
    text((get(form.formState.errors, `activities.${index}.${name}`) as { message?: string } | undefined)?.message);
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('fields.activities')}
      </Text>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <Paper key={field.id} withBorder p="xs" radius="sm">
            <Group justify="space-between" mb={4}>
              <Text size="sm" c="dimmed">
                {t('fields.activity', { number })}
              </Text>
              <Group gap={4}>
                <ActionIcon variant="subtle" aria-label={t('moveUp', { name: t('fields.activity', { number }) })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <IconArrowUp size={14} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('moveDown', { name: t('fields.activity', { number }) })}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={14} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('fields.removeActivity', { number })} onClick={() => remove(index)}>
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            <TextInput label={t('fields.time')} {...form.register(`activities.${index}.time`)} error={errorOf(index, 'time')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput label={t('fields.title')} {...form.register(`activities.${index}.title`)} error={errorOf(index, 'title')} />
              <TextInput
                label={t('fields.inSpanish', { field: t('fields.title') })}
                {...form.register(`activities.${index}.es.title`)}
                error={errorOf(index, 'es.title')}
              />
              <Textarea
                label={t('fields.description')}
                rows={2}
                {...form.register(`activities.${index}.description`)}
                error={errorOf(index, 'description')}
              />
              <Textarea
                label={t('fields.inSpanish', { field: t('fields.description') })}
                rows={2}
                {...form.register(`activities.${index}.es.description`)}
                error={errorOf(index, 'es.description')}
              />
            </SimpleGrid>
            <Controller
              control={form.control}
              name={`activities.${index}.speakers`}
              render={({ field: input }) => (
                <MultiSelect
                  label={t('fields.speakers')}
                  data={speakerOptions}
                  value={(input.value as string[] | undefined) ?? []}
                  onChange={input.onChange}
                  error={errorOf(index, 'speakers')}
                  searchable
                />
              )}
            />
          </Paper>
        );
      })}
      <Button variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => append(blankActivity)}>
        {t('fields.addActivity')}
      </Button>
    </Stack>
  );
}

/** Gives activities their list position as `order` before saving. */
export function withActivityOrder(values: FormValues): FormValues {
  const activities = Array.isArray(values.activities) ? values.activities : [];
  return { ...values, activities: activities.map((activity: object, order: number) => ({ ...activity, order })) };
}
