import {
  cohortYearsOf,
  isParticipantTeamRole,
  participantDisplayName,
  type CohortYear,
  type PublicParticipantProfile,
  type TeamMember,
} from '@trek/contracts';

/** One card of the participants section, from either source. */
export interface ParticipantCard {
  id: string;
  name: string;
  photoUrl?: string;
  program?: string;
  university?: string;
  countryOfOrigin?: string;
  bio?: string;
  /** A team-based card's Spanish bio, shown on the Spanish page. */
  bioEs?: string;
  cohortYears: number[];
  /** Team-based cards show "Program TBD" / "University TBD" for missing fields (spec 3). */
  fromTeam: boolean;
  socials: { linkedin?: string; twitter?: string; instagram?: string; facebook?: string; website?: string };
}

const orUndefined = (value: string | null | undefined) => (value ? value : undefined);

function fromTeamMember(member: TeamMember): ParticipantCard {
  return {
    id: `team-${member.id}`,
    name: member.user?.fullName || member.name,
    photoUrl: orUndefined(member.photoUrl) ?? orUndefined(member.user?.avatarUrl),
    program: orUndefined(member.program),
    university: orUndefined(member.university),
    countryOfOrigin: orUndefined(member.countryOfOrigin),
    bio: orUndefined(member.bio),
    bioEs: orUndefined(member.es?.bio),
    cohortYears: cohortYearsOf(member.cohortYear),
    fromTeam: true,
    socials: member.socials,
  };
}

function fromProfile(profile: PublicParticipantProfile): ParticipantCard {
  return {
    id: `profile-${profile.id}`,
    name: participantDisplayName(profile),
    photoUrl: orUndefined(profile.photoUrl),
    program: orUndefined(profile.program),
    university: orUndefined(profile.university),
    countryOfOrigin: orUndefined(profile.countryOfOrigin),
    bio: orUndefined(profile.bio),
    cohortYears: profile.cohortYears.length > 0 ? profile.cohortYears : [profile.cohortYear],
    fromTeam: false,
    socials: profile.socials,
  };
}

/**
 * The cards of one cohort: team members whose role is "participant" and public participant
 * profiles, both of that year, filtered by the search text (name, program, university or
 * country, case-insensitively) and sorted by name.
 */
export function participantCardsFor(
  year: CohortYear,
  search: string,
  team: readonly TeamMember[],
  profiles: readonly PublicParticipantProfile[],
): ParticipantCard[] {
  const cards = [...team.filter((m) => isParticipantTeamRole(m.role)).map(fromTeamMember), ...profiles.map(fromProfile)];
  const needle = search.trim().toLowerCase();
  return cards
    .filter((card) => card.cohortYears.includes(year))
    .filter(
      (card) =>
        needle === '' ||
        [card.name, card.program, card.university, card.countryOfOrigin].some((field) => field?.toLowerCase().includes(needle)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
