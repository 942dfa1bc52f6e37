import { Modal, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../../lib/country-name';
import { LazyPhoto } from '../shared/LazyPhoto';
import { SocialLinks } from '../shared/SocialLinks';
import { teamMemberBio, teamMemberName, teamMemberPhoto, teamMemberRole } from './team-member';

export interface TeamMemberDialogProps {
  member: TeamMember;
  opened: boolean;
  onClose: () => void;
}

/** A team member's details on a phone, opened from their small card. */
export function TeamMemberDialog({ member, opened, onClose }: TeamMemberDialogProps) {
  const { t } = useTranslation('landingSections');
  const name = teamMemberName(member);
  const bio = teamMemberBio(member);
  return (
    <Modal opened={opened} onClose={onClose} title={name} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="sm" align="center" ta="center">
        <LazyPhoto src={teamMemberPhoto(member)} alt={t('common.photoOf', { name })} name={name} width={160} height={160} radius="50%" />
        <Text c="terracotta.7" fw={600}>
          {teamMemberRole(member)}
        </Text>
        <Text size="sm" c="dimmed">
          {[member.program, member.university, member.countryOfOrigin && countryName(member.countryOfOrigin)].filter(Boolean).join(' · ')}
        </Text>
        {bio && (
          <Text size="sm" ta="left" style={{ whiteSpace: 'pre-line' }}>
            {bio}
          </Text>
        )}
        <SocialLinks name={name} links={member.socials} />
      </Stack>
    </Modal>
  );
}
