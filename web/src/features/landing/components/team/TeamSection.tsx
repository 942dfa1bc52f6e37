import { Card, Container, Group, Modal, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { isOrganizingTeamRole, type TeamMember } from '@trek/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { byOrder, TRUNCATE, truncate } from '../../content/display';
import { useTeamMembers } from '../../queries/public-content';
import type { LandingSectionProps } from '../../sections';
import { useIsMobile } from '../../use-is-mobile';
import { ExpandableText } from '../shared/ExpandableText';
import { LazyPhoto } from '../shared/LazyPhoto';
import { SectionTitle } from '../shared/SectionTitle';
import { EmptyMessage, LoadFailedMessage } from '../shared/SectionStatus';
import { SocialLinks } from '../shared/SocialLinks';

const displayName = (member: TeamMember) => member.user?.fullName || member.name;
const photoOf = (member: TeamMember) => member.photoUrl || member.user?.avatarUrl || undefined;
const cutBio = (bio: string) => truncate(bio, TRUNCATE.teamBio);

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
          <Card key={member.id} withBorder radius="md" padding="lg" component="article">
            <Group wrap="nowrap" align="flex-start">
              <LazyPhoto src={photoOf(member)} alt={t('common.photoOf', { name: displayName(member) })} name={displayName(member)} width={96} height={96} radius="50%" />
              <Stack gap={2}>
                <Text component="h3" fw={700} size="lg" m={0}>
                  {displayName(member)}
                </Text>
                <Text c="terracotta.7" fw={600} size="sm">
                  {member.role}
                </Text>
                <Text size="sm" c="dimmed">
                  {[member.program, member.university].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Group>
            {member.bio && (
              <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
                <ExpandableText text={member.bio} cut={cutBio} />
              </div>
            )}
            <SocialLinks name={displayName(member)} links={member.socials} />
          </Card>
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
          <UnstyledButton key={member.id} onClick={() => setOpen(member)} aria-haspopup="dialog">
            <Stack gap={4} align="center" ta="center">
              <LazyPhoto src={photoOf(member)} alt="" name={displayName(member)} width={88} height={88} radius="50%" />
              <Text size="xs" fw={700} lineClamp={2}>
                {displayName(member)}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {member.role}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open ? displayName(open) : ''} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        {open && (
          <Stack gap="sm" align="center" ta="center">
            <LazyPhoto src={photoOf(open)} alt={t('common.photoOf', { name: displayName(open) })} name={displayName(open)} width={160} height={160} radius="50%" />
            <Text c="terracotta.7" fw={600}>
              {open.role}
            </Text>
            <Text size="sm" c="dimmed">
              {[open.program, open.university, open.countryOfOrigin].filter(Boolean).join(' · ')}
            </Text>
            {open.bio && (
              <Text size="sm" ta="left" style={{ whiteSpace: 'pre-line' }}>
                {open.bio}
              </Text>
            )}
            <SocialLinks name={displayName(open)} links={open.socials} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
