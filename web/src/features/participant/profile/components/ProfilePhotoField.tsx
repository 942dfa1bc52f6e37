import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../../components/ResponsiveImage';
import { PhotoUploadButton } from '../../../uploads/components/PhotoUploadButton';
import type { ProfileFormValues } from '../profile-form';

/** Spec 2: upload and crop (profile crop, participant upload path); the URL joins the form and is kept on Save Profile. */
export function ProfilePhotoField({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { t } = useTranslation('participantProfile');
  const photoUrl = useWatch({ control: form.control, name: 'photoUrl' });
  const setPhoto = (url: string) => form.setValue('photoUrl', url, { shouldDirty: true });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('form.photoTitle')}
        </Title>
        {photoUrl ? (
          <Group align="flex-end" gap="sm">
            <ResponsiveImage src={photoUrl} alt={t('form.photoCurrent')} width={160} height={90} fit="cover" radius="sm" />
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setPhoto('')}>
              {t('form.photoRemove')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('form.photoNone')}
          </Text>
        )}
        <PhotoUploadButton uploadType="profile" onUploaded={setPhoto} />
        <Text size="xs" c="dimmed">
          {t('form.photoHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
