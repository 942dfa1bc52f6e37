import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, SimpleGrid, Stack } from '@mantine/core';
import { isBioWithinLimit, type ParticipantProfile } from '@trek/contracts';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast';
import { EMPTY_PROFILE_FORM, profileFormSchema, toFormValues, toProfileUpdate, type ProfileFormValues } from '../profile-form';
import { useSaveParticipantProfile } from '../queries/profile-queries';
import { MIRRORED_SOCIALS, readStoredSocials, storeSocials } from '../social-media-storage';
import { BelowFirstScreen } from '../../../../components/BelowFirstScreen';
import { BasicInformationFields } from './BasicInformationFields';
import { ProfileCompletionCard } from './ProfileCompletionCard';
import { ProfileGuidelinesCard } from './ProfileGuidelinesCard';
import { ProfilePhotoField } from './ProfilePhotoField';
import { ProfilePreviewCard } from './ProfilePreviewCard';
import { SocialMediaFields } from './SocialMediaFields';
import { useContractMessage } from '../../../../i18n/use-contract-message';

const resolver = zodResolver(profileFormSchema);

/** The form's fields in the contract's order: the toast names the first one in error. */
const FIELD_ORDER = Object.keys(EMPTY_PROFILE_FORM) as (keyof ProfileFormValues)[];

export interface ProfileEditorProps {
  profile: ParticipantProfile;
  userId: string;
}

/**
 * The form, with the completion card and the preview following every edit. react-hook-form
 * re-renders the component holding `useForm` as it mounts (its ready state, then the server's
 * values): the form itself is a memoized child, so those renders are this component's alone, not
 * the whole form's twice more. The fields follow their errors through `useFormState`.
 */
export function ProfileEditor({ profile, userId }: ProfileEditorProps) {
  const { t } = useTranslation('participantProfile');
  const { text: translate } = useContractMessage();
  const { mutateAsync: saveProfile, isPending: saving } = useSaveParticipantProfile();
  // Refilled whenever the server's profile changes (e.g. after a save); browser handles fill its blanks.
  const serverValues = useMemo(() => toFormValues(profile, readStoredSocials(userId)), [profile, userId]);
  // `values` resets the form whenever it differs from the last ones given, the first ones included,
  // which would fill the form a second time as it mounts: it starts from `defaultValues` instead.
  const [firstValues] = useState(serverValues);
  const form = useForm<ProfileFormValues>({ resolver, defaultValues: firstValues, values: serverValues === firstValues ? undefined : serverValues });

  const sendProfile = useCallback(
    async (formValues: ProfileFormValues) => {
      try {
        await saveProfile(toProfileUpdate(formValues));
        showToast({ title: t('messages.savedTitle'), message: t('messages.saved'), tone: 'success' });
      } catch {
        showToast({ title: t('messages.saveFailedTitle'), message: t('messages.saveFailed'), tone: 'error' });
      }
    },
    [saveProfile, t],
  );

  // Spec 5: a bio over 150 words gets its own toast; any other problem is named by its message.
  const tellProblem = useCallback(
    (fieldErrors: FieldErrors<ProfileFormValues>) => {
      if (!isBioWithinLimit(form.getValues('bio'))) {
        showToast({ title: t('messages.bioTooLongTitle'), message: t('messages.bioTooLong'), tone: 'error' });
        return;
      }
      const first = FIELD_ORDER.map((field) => fieldErrors[field]?.message).find((message) => message !== undefined);
      showToast({ title: t('toasts.validationTitle'), message: translate(first ?? ''), tone: 'error' });
    },
    [form, t, translate],
  );

  return <ProfileForm form={form} userId={userId} saving={saving} onValid={sendProfile} onInvalid={tellProblem} />;
}

interface ProfileFormProps {
  form: UseFormReturn<ProfileFormValues>;
  userId: string;
  saving: boolean;
  onValid: (formValues: ProfileFormValues) => Promise<void>;
  onInvalid: (fieldErrors: FieldErrors<ProfileFormValues>) => void;
}

const ProfileForm = memo(function ProfileForm({ form, userId, saving, onValid, onInvalid }: ProfileFormProps) {
  const { t } = useTranslation('participantProfile');
  // A copy of every value on each edit, for the completion card and the preview.
  const values = useWatch({ control: form.control, compute: (formValues) => ({ ...formValues }) });

  const [instagram, twitter, facebook, tiktok, threads] = useWatch({ control: form.control, name: [...MIRRORED_SOCIALS] });
  useEffect(() => {
    storeSocials(userId, { instagram, twitter, facebook, tiktok, threads });
  }, [userId, instagram, twitter, facebook, tiktok, threads]);

  const submit = form.handleSubmit(onValid, onInvalid);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCompletionCard profile={values} />
        <BelowFirstScreen>
          <ProfileGuidelinesCard />
        </BelowFirstScreen>
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
            <Stack gap="lg">
              <BelowFirstScreen>
                <BasicInformationFields form={form} />
              </BelowFirstScreen>
              <BelowFirstScreen>
                <ProfilePhotoField form={form} />
              </BelowFirstScreen>
              <BelowFirstScreen>
                <SocialMediaFields form={form} />
              </BelowFirstScreen>
              <Group justify="flex-end">
                <Button type="submit" disabled={saving}>
                  {saving ? t('form.saving') : t('form.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {/* Beside the form on wide screens, the preview stays in view while the form scrolls. */}
          <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <BelowFirstScreen>
              <ProfilePreviewCard values={values} />
            </BelowFirstScreen>
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
});
