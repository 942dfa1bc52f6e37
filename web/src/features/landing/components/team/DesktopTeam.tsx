import { SimpleGrid } from '@mantine/core';
import type { TeamMember } from '@trek/contracts';
import { TeamMemberCard } from './TeamMemberCard';

/** Desktop: the organizers' full cards, two or three a row. */
export function DesktopTeam({ members }: { members: TeamMember[] }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="lg">
      {members.map((member) => (
        <TeamMemberCard key={member.id} member={member} />
      ))}
    </SimpleGrid>
  );
}
