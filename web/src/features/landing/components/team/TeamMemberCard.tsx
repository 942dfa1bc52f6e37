import { Card, Group, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { TRUNCATE, truncate } from '../../content/display';
import { ExpandableText } from '../shared/ExpandableText';
import { LazyPhoto } from '../shared/LazyPhoto';
import { SocialLinks } from '../shared/SocialLinks';
import { teamMemberBio, teamMemberName, teamMemberPhoto, teamMemberRole } from './team-member';

const cutBio = (bio: string) => truncate(bio, TRUNCATE.teamBio);

/** One organizer's card in "Who Are We?" on desktop; My Profile previews the same card. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation('landingSections');
  const name = teamMemberName(member);
  const bio = teamMemberBio(member);
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group wrap="nowrap" align="flex-start">
        <LazyPhoto src={teamMemberPhoto(member)} alt={t('common.photoOf', { name })} name={name} width={96} height={96} radius="50%" />
        <Stack gap={2}>
          <Text component="h3" fw={700} size="lg" m={0}>
            {name}
          </Text>
          <Text c="terracotta.7" fw={600} size="sm">
            {teamMemberRole(member)}
          </Text>
          <Text size="sm" c="dimmed">
            {[member.program, member.university].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Group>
      {bio && (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <ExpandableText text={bio} cut={cutBio} />
        </div>
      )}
      <SocialLinks name={name} links={member.socials} />
    </Card>
  );
}
