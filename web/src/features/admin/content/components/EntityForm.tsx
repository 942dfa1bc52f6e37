import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import type { UploadType } from '@trek/contracts';
import type { ReactNode } from 'react';
import { Controller, get, useForm, useWatch, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ImageUrlField } from '../../../../components/ImageUrlField';
import { useContractMessage } from '../../../../i18n/use-contract-message';

/** An item's values: their shape is the collection's schema, so react-hook-form's open record. */
export type FormValues = FieldValues;

/** One input of an entity form; `name` may be a dot path ("socials.linkedin", "content.address"). */
export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'image' | 'tags' | 'multiselect' | 'select' | 'years';
  description?: string;
  options?: { value: string; label: string }[];
  uploadType?: UploadType;
  /** Shown only while this holds (a travel resource's content depends on its type). */
  visibleWhen?: (values: FormValues) => boolean;
  /** The dot path of the field's optional Spanish version, edited beside it ("es.question"). */
  spanish?: string;
}

export interface EntityFormProps {
  fields: FieldSpec[];
  /** The shared schema of one item: its input and output are the form's values. */
  schema: z.ZodType<FormValues, FormValues>;
  defaultValues: FormValues;
  submitting: boolean;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
  /** Inputs that need more than a field spec (a day's activities). */
  extra?: (form: UseFormReturn<FormValues>) => ReactNode;
}

function FieldInput({ field, control }: { field: FieldSpec; control: Control<FormValues> }) {
  const { text } = useContractMessage();
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, formState: { errors } }) => {
        const error = text((get(errors, field.name) as { message?: string } | undefined)?.message);
        const common = { label: field.label, description: field.description, error };
        switch (field.kind) {
          case 'image':
            return (
              <ImageUrlField {...common} value={String(input.value ?? '')} onChange={input.onChange} uploadType={field.uploadType} />
            );
          case 'textarea':
            return <Textarea {...common} rows={4} value={String(input.value ?? '')} onChange={input.onChange} />;
          case 'number':
            return (
              <NumberInput
                {...common}
                value={typeof input.value === 'number' ? input.value : ''}
                onChange={(value) => input.onChange(typeof value === 'number' ? value : undefined)}
              />
            );
          case 'tags':
            return <TagsInput {...common} value={(input.value as string[] | undefined) ?? []} onChange={input.onChange} />;
          case 'multiselect':
            return (
              <MultiSelect {...common} data={field.options ?? []} value={(input.value as string[] | undefined) ?? []} onChange={input.onChange} />
            );
          case 'years': {
            const years = input.value === undefined ? [] : Array.isArray(input.value) ? input.value : [input.value];
            return (
              <MultiSelect
                {...common}
                data={field.options ?? []}
                value={years.map(String)}
                onChange={(value) => input.onChange(value.length === 0 ? undefined : value.map(Number))}
              />
            );
          }
          case 'select':
            return (
              <Select {...common} data={field.options ?? []} allowDeselect={false} value={String(input.value ?? '')} onChange={input.onChange} />
            );
          default:
            return <TextInput {...common} value={String(input.value ?? '')} onChange={input.onChange} />;
        }
      }}
    />
  );
}

/** A create/edit form driven by the shared zod schema, so the browser shows the server's messages. */
export function EntityForm({ fields, schema, defaultValues, submitting, onSubmit, onCancel, extra }: EntityFormProps) {
  const { t } = useTranslation('adminContent');
  const form = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues });
  const values = useWatch({ control: form.control }) as FormValues;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        {fields
          .filter((field) => !field.visibleWhen || field.visibleWhen(values))
          .map((field) =>
            field.spanish ? (
              <SimpleGrid key={field.name} cols={{ base: 1, sm: 2 }} spacing="sm">
                <FieldInput field={field} control={form.control} />
                <FieldInput
                  field={{ ...field, name: field.spanish, label: t('fields.inSpanish', { field: field.label }) }}
                  control={form.control}
                />
              </SimpleGrid>
            ) : (
              <FieldInput key={field.name} field={field} control={form.control} />
            ),
          )}
        {extra?.(form)}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
