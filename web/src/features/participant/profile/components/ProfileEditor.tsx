import { Button, Grid, Group, SimpleGrid, Stack } from '@mantine/core';
import { isBioWithinLimit, participantProfileUpdateSchema, type ParticipantProfile } from '@trek/contracts';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast';
import { EMPTY_PROFILE_FORM, toFormValues, toProfileUpdate, type ProfileFormValues } from '../profile-form';
import { useSaveParticipantProfile } from '../queries/profile-queries';
import { MIRRORED_SOCIALS, readStoredSocials, storeSocials } from '../social-media-storage';
import { BasicInformationFields } from './BasicInformationFields';
import { ProfileCompletionCard } from './ProfileCompletionCard';
import { ProfileGuidelinesCard } from './ProfileGuidelinesCard';
import { ProfilePhotoField } from './ProfilePhotoField';
import { ProfilePreviewCard } from './ProfilePreviewCard';
import { SocialMediaFields } from './SocialMediaFields';
import { useContractMessage } from '../../../../i18n/use-contract-message';

/** Form fields by the name the update schema reports them under. */
const fieldOfIssuePath = (path: string): keyof ProfileFormValues | null => {
  if (path === 'nationality') return 'countryOfOrigin';
  return path in EMPTY_PROFILE_FORM ? (path as keyof ProfileFormValues) : null;
};

export interface ProfileEditorProps {
  profile: ParticipantProfile;
  userId: string;
}

/** The form, with the completion card and the preview following every edit. */
export function ProfileEditor({ profile, userId }: ProfileEditorProps) {
  const { t } = useTranslation('participantProfile');
  const { text: translate } = useContractMessage();
  const save = useSaveParticipantProfile();
  // Refilled whenever the server's profile changes (e.g. after a save); browser handles fill its blanks.
  const serverValues = useMemo(() => toFormValues(profile, readStoredSocials(userId)), [profile, userId]);
  const form = useForm<ProfileFormValues>({ defaultValues: serverValues, values: serverValues });
  const values = useWatch({ control: form.control }) as ProfileFormValues;

  const [instagram, twitter, facebook, tiktok, threads] = useWatch({ control: form.control, name: [...MIRRORED_SOCIALS] });
  useEffect(() => {
    storeSocials(userId, { instagram, twitter, facebook, tiktok, threads });
  }, [userId, instagram, twitter, facebook, tiktok, threads]);

  const submit = form.handleSubmit(async (formValues) => {
    form.clearErrors();
    if (!isBioWithinLimit(formValues.bio)) {
      showToast({ title: t('messages.bioTooLongTitle'), message: t('messages.bioTooLong'), tone: 'error' });
      return;
    }
    const update = toProfileUpdate(formValues);
    const parsed = participantProfileUpdateSchema.safeParse(update);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOfIssuePath(String(issue.path[0] ?? ''));
        if (field) form.setError(field, { message: issue.message });
      }
      showToast({ title: t('toasts.validationTitle'), message: translate(parsed.error.issues[0]?.message ?? ''), tone: 'error' });
      return;
    }
    try {
      await save.mutateAsync(update);
      showToast({ title: t('messages.savedTitle'), message: t('messages.saved'), tone: 'success' });
    } catch {
      showToast({ title: t('messages.saveFailedTitle'), message: t('messages.saveFailed'), tone: 'error' });
    }
  });

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCompletionCard profile={values} />
        <ProfileGuidelinesCard />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
            <Stack gap="lg">
              <BasicInformationFields form={form} />
              <ProfilePhotoField form={form} />
              <SocialMediaFields form={form} />
              <Group justify="flex-end">
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? t('form.saving') : t('form.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {/* Beside the form on wide screens, the preview stays in view while the form scrolls. */}
          <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <ProfilePreviewCard values={values} />
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
