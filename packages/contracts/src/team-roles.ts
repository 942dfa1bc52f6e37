// No zod: the landing's team section sorts its members with these (`@trek/contracts/zod-free`).

/** Role words that put a member in "Who Are We?" (matched case-insensitively, as substrings). */
export const TEAM_ROLE_KEYWORDS = ['director', 'organizer', 'co-director', 'coordinator', 'lead', 'manager', 'staff'] as const;

export function isOrganizingTeamRole(role: string): boolean {
  const lower = role.toLowerCase();
  return !lower.includes('participant') && TEAM_ROLE_KEYWORDS.some((k) => lower.includes(k));
}

/** Members whose role is "participant" feed the participants section instead. */
export const isParticipantTeamRole = (role: string): boolean => role.trim().toLowerCase() === 'participant';
