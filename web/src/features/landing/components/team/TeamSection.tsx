import { Container, Modal, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { isOrganizingTeamRole, type TeamMember } from '@trek/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { byOrder } from '../../content/display';
import { useTeamMembers } from '../../queries/public-content-queries';
import type { LandingSectionProps } from '../../sections';
import { useIsMobile } from '../../use-is-mobile';
import { LazyPhoto } from '../shared/LazyPhoto';
import { SectionTitle } from '../shared/SectionTitle';
import { EmptyMessage, LoadFailedMessage } from '../shared/SectionStatus';
import { SocialLinks } from '../shared/SocialLinks';
import { TeamMemberCard, teamMemberBio, teamMemberName, teamMemberPhoto, teamMemberRole } from './TeamMemberCard';
import { countryName } from '../../../../lib/country-name';

/** Spec 2.2 "Who Are We?": the organizing team, sorted by order. */
export function TeamSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landingSections');
  const isMobile = useIsMobile();
  const team = useTeamMembers();
  const organizers = useMemo(() => (team.data ?? []).filter((m) => isOrganizingTeamRole(m.role)).sort(byOrder), [team.data]);

  let body;
  if (team.isPending) body = <TeamSkeleton />;
  else if (team.isError) body = <LoadFailedMessage title={t('team.loadFailed')} />;
  else if (organizers.length === 0) body = <EmptyMessage>{t('team.empty')}</EmptyMessage>;
  else if (isMobile) body = <MobileTeam members={organizers} />;
  else
    body = (
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="lg">
        {organizers.map((member) => (
          <TeamMemberCard key={member.id} member={member} />
        ))}
      </SimpleGrid>
    );

  return (
    <Container size="xl" py="xl">
      <SectionTitle id={headingId} title={t('team.title')} subtitle={t('team.subtitle')} />
      {body}
    </Container>
  );
}

function TeamSkeleton() {
  return (
    <SimpleGrid cols={{ base: 3, sm: 2, lg: 3 }} spacing="lg" data-testid="team-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={140} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** Mobile: rows of 3 small cards; tapping one opens the member's details. */
function MobileTeam({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation('landingSections');
  const [open, setOpen] = useState<TeamMember | null>(null);
  return (
    <>
      <SimpleGrid cols={3} spacing="sm">
        {members.map((member) => (
          // A button centres its content vertically: aligned to the top, a card with a longer name does not push its photo up.
          <UnstyledButton key={member.id} onClick={() => setOpen(member)} aria-haspopup="dialog" style={{ alignSelf: 'start' }}>
            <Stack gap={4} align="center" ta="center">
              <LazyPhoto src={teamMemberPhoto(member)} alt="" name={teamMemberName(member)} width={88} height={88} radius="50%" />
              <Text size="xs" fw={700} lineClamp={3}>
                {teamMemberName(member)}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {teamMemberRole(member)}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open ? teamMemberName(open) : ''} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        {open && (
          <Stack gap="sm" align="center" ta="center">
            <LazyPhoto src={teamMemberPhoto(open)} alt={t('common.photoOf', { name: teamMemberName(open) })} name={teamMemberName(open)} width={160} height={160} radius="50%" />
            <Text c="terracotta.7" fw={600}>
              {teamMemberRole(open)}
            </Text>
            <Text size="sm" c="dimmed">
              {[open.program, open.university, open.countryOfOrigin && countryName(open.countryOfOrigin)].filter(Boolean).join(' · ')}
            </Text>
            {teamMemberBio(open) && (
              <Text size="sm" ta="left" style={{ whiteSpace: 'pre-line' }}>
                {teamMemberBio(open)}
              </Text>
            )}
            <SocialLinks name={teamMemberName(open)} links={open.socials} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
