import { Alert, Stack, Text, Title } from '@mantine/core';
import { isOrganizingTeamRole, type TeamMember } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { TeamMemberCard } from '../../../landing/components/team/TeamMemberCard';
import type { CardFormValues } from './card-form-values';

/** The card as the public team section will draw it, from the values being edited. */
export function TeamCardPreview({ values }: { values: CardFormValues }) {
  const { t } = useTranslation('adminMyProfile');
  const member: TeamMember = {
    id: 'preview',
    name: values.name.trim() || t('preview.namePlaceholder'),
    role: values.role.trim() || t('preview.rolePlaceholder'),
    university: values.university.trim(),
    program: values.program.trim(),
    countryOfOrigin: values.countryOfOrigin.trim(),
    bio: values.bio.trim(),
    es: { role: values.es.role.trim(), bio: values.es.bio.trim() },
    photoUrl: values.photoUrl,
    socials: values.socials,
    order: values.order ?? 0,
  };
  const listed = values.role.trim() !== '' && isOrganizingTeamRole(values.role);
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-card-preview-title">
      <Title order={2} size="h4" id="my-card-preview-title">
        {t('preview.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('preview.subtitle')}
      </Text>
      <TeamMemberCard member={member} />
      {!listed && (
        <Alert color="yellow" title={t('preview.hiddenTitle')}>
          {t('preview.hiddenBody')}
        </Alert>
      )}
    </Stack>
  );
}
