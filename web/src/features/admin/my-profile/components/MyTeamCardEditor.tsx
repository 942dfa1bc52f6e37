import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { myTeamCardInputSchema, type MyTeamCardInput, type TeamMember } from '@trek/contracts';
import { memo, useCallback } from 'react';
import { Controller, useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { ApiError, stripStatusPrefix } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import type { MyTeamCard } from '../api/my-profile-api';
import { useSaveMyTeamMember } from '../queries/my-profile-queries';
import { CardPhotoField } from './CardPhotoField';
import { cardFormValues, SOCIAL_NETWORKS, type CardFormValues } from './card-form-values';
import { TeamCardPreview } from './TeamCardPreview';

const TEXT_FIELDS = ['name', 'role', 'university', 'program', 'countryOfOrigin'] as const;

export interface MyTeamCardEditorProps {
  saved: TeamMember | null;
  /** The signed-in organizer's name, the first card's starting name. */
  fullName: string;
}

/**
 * The organizer's own card: the form beside a live preview of the public card. react-hook-form
 * re-renders the component holding `useForm` as it mounts: the form and its preview are a memoized
 * child, so that render is this component's alone.
 */
export function MyTeamCardEditor({ saved, fullName }: MyTeamCardEditorProps) {
  const { t } = useTranslation('adminMyProfile');
  const { text } = useContractMessage();
  const { mutate: saveCard, isPending: saving } = useSaveMyTeamMember();
  const form = useForm<MyTeamCardInput, unknown, MyTeamCard>({
    // The form's strings are the schema's input; the schema's defaults fill the rest.
    resolver: zodResolver(myTeamCardInputSchema),
    defaultValues: cardFormValues(saved, fullName),
  });
  const isNew = saved === null;

  const send = useCallback(
    (card: MyTeamCard) =>
      saveCard(card, {
        onSuccess: ({ teamMember }) => {
          if (teamMember) form.reset(cardFormValues(teamMember, fullName));
          showToast({ title: t('toasts.saved'), message: t(isNew ? 'toasts.createdMessage' : 'toasts.savedMessage'), tone: 'success' });
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {})) {
            form.setError(field as keyof MyTeamCardInput, { message });
          }
          showToast({ title: t('toasts.saveFailed'), message: text(stripStatusPrefix(error.message)), tone: 'error' });
        },
      }),
    [form, fullName, isNew, saveCard, t, text],
  );
  const tellInvalid = useCallback(() => showToast({ title: t('toasts.invalid'), message: t('toasts.invalidMessage'), tone: 'error' }), [t]);

  return <MyTeamCardForm form={form} isNew={isNew} saving={saving} onValid={send} onInvalid={tellInvalid} />;
}

interface MyTeamCardFormProps {
  form: UseFormReturn<MyTeamCardInput, unknown, MyTeamCard>;
  isNew: boolean;
  saving: boolean;
  onValid: (card: MyTeamCard) => void;
  onInvalid: () => void;
}

const MyTeamCardForm = memo(function MyTeamCardForm({ form, isNew, saving, onValid, onInvalid }: MyTeamCardFormProps) {
  const { t } = useTranslation('adminMyProfile');
  const { text } = useContractMessage();
  const values = useWatch({ control: form.control }) as CardFormValues;
  const { errors } = useFormState({ control: form.control });
  const submit = form.handleSubmit(onValid, onInvalid);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-card-form-title">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="sm">
            <Title order={2} size="h4" id="my-card-form-title">
              {t('form.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {isNew ? t('form.introNew') : t('form.introSaved')}
            </Text>
            {TEXT_FIELDS.map((name) =>
              name === 'role' ? (
                // The Spanish beside the English, as in the Content tab's forms.
                <SimpleGrid key={name} cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput label={t('form.role')} description={t('form.roleHint')} required {...form.register('role')} error={text(errors.role?.message)} />
                  <TextInput label={t('form.roleEs')} description={t('form.roleEsHint')} {...form.register('es.role')} error={text(errors.es?.role?.message)} />
                </SimpleGrid>
              ) : (
                <TextInput key={name} label={t(`form.${name}`)} required={name === 'name'} {...form.register(name)} error={text(errors[name]?.message)} />
              ),
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Textarea label={t('form.bio')} description={t('form.bioHint')} rows={5} {...form.register('bio')} error={text(errors.bio?.message)} />
              <Textarea label={t('form.bioEs')} description={t('form.bioEsHint')} rows={5} {...form.register('es.bio')} error={text(errors.es?.bio?.message)} />
            </SimpleGrid>
            <Controller
              control={form.control}
              name="photoUrl"
              render={({ field }) => <CardPhotoField value={field.value ?? ''} name={values.name} onChange={field.onChange} error={text(errors.photoUrl?.message)} />}
            />
            <Title order={3} size="h5" mt="xs">
              {t('form.socialsTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {SOCIAL_NETWORKS.map((network) => (
                <TextInput
                  key={network}
                  label={t(`form.socials.${network}`)}
                  placeholder={t('form.socialPlaceholder')}
                  {...form.register(`socials.${network}`)}
                  error={text(errors.socials?.[network]?.message)}
                />
              ))}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="order"
              render={({ field }) => (
                <NumberInput
                  label={t('form.order')}
                  description={t('form.orderHint')}
                  min={0}
                  max={10_000}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                  error={text(errors.order?.message)}
                />
              )}
            />
            <Group justify="flex-end" mt="sm">
              <Button type="submit" loading={saving}>
                {saving ? t('form.saving') : t('form.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {/* Sticky beside a long form, so the card stays in view while typing (below the dashboard header). */}
      <Paper withBorder p="md" radius="md" style={{ position: 'sticky', top: 88, alignSelf: 'start' }}>
        <TeamCardPreview values={values} />
      </Paper>
    </SimpleGrid>
  );
});
