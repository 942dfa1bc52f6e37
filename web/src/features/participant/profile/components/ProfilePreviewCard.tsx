import { Card, Paper, Stack, Text, Title } from '@mantine/core';
import { participantDisplayName } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { ExpandableText } from '../../../landing/components/shared/ExpandableText';
import { LazyPhoto } from '../../../landing/components/shared/LazyPhoto';
import { SocialLinks } from '../../../landing/components/shared/SocialLinks';
import { cropSettingsFor } from '../../../uploads/crop-settings';
import { cutPreviewBio, type ProfileFormValues } from '../profile-form';
import { countryName } from '../../../../lib/country-name';

/** The photo frame has the profile crop's shape (spec 9: 16:9), so the preview shows the whole cropped photo. */
const PREVIEW_PHOTO_WIDTH = 240;
export const PREVIEW_PHOTO = { width: PREVIEW_PHOTO_WIDTH, height: Math.round(PREVIEW_PHOTO_WIDTH / cropSettingsFor('profile').aspect) };

/**
 * Spec 2 "Live Preview": the directory card built from the unsaved form, with the landing page's
 * own photo, bio and social-link pieces so it looks like the real card.
 */
export function ProfilePreviewCard({ values }: { values: ProfileFormValues }) {
  const { t } = useTranslation('participantProfile');
  const { t: tLanding } = useTranslation('landingSections');
  const name = participantDisplayName(values) || t('preview.namePlaceholder');
  const program = values.program.trim() || t('preview.programPlaceholder');
  const university = values.university.trim() || t('preview.universityPlaceholder');
  const country = values.countryOfOrigin.trim();
  const bio = values.bio.trim();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-preview-title">
      <Title order={3} size="h4" id="profile-preview-title">
        {t('preview.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('preview.subtitle')}
      </Text>
      <Card withBorder radius="md" padding="sm" component="article" maw={280} mx="auto">
        <Card.Section>
          <LazyPhoto
            src={values.photoUrl || null}
            alt={tLanding('common.photoOf', { name })}
            name={name}
            width={PREVIEW_PHOTO.width}
            height={PREVIEW_PHOTO.height}
            radius={0}
            fluid
          />
        </Card.Section>
        <Stack gap={2} mt="xs">
          <Text component="h4" fw={700} m={0} size="md">
            {name}
          </Text>
          <Text size="sm">{t('preview.programAndUniversity', { program, university })}</Text>
          {country && (
            <Text size="xs" c="dimmed">
              {tLanding('participants.countryOfOrigin', { country: countryName(country) })}
            </Text>
          )}
          {bio && <ExpandableText text={bio} cut={cutPreviewBio} size="xs" />}
        </Stack>
        <SocialLinks
          name={name}
          links={{
            linkedin: values.linkedin.trim(),
            twitter: values.twitter.trim(),
            instagram: values.instagram.trim(),
            facebook: values.facebook.trim(),
            tiktok: values.tiktok.trim(),
            threads: values.threads.trim(),
          }}
        />
      </Card>
    </Paper>
  );
}
