import { describe, expect, it } from '@jest/globals';
import { participantProfile, teamMember } from '../testing/content-fixtures';
import { participantCardsFor } from './participant-cards';

const team = [
  teamMember({ id: 't1', name: 'Tomás Team', role: 'participant', cohortYear: [2024, 2025], university: 'Harvard University' }),
  teamMember({ id: 't2', name: 'Olga Organizer', role: 'Co-Director', cohortYear: 2025 }),
  teamMember({ id: 't3', name: 'Pia Past', role: 'Participant', cohortYear: 2024 }),
];
const profiles = [
  participantProfile({ id: 'p1', firstName: 'Paula', lastName: 'Profile', preferredName: 'Pau', program: 'MBA', cohortYear: 2025 }),
  participantProfile({ id: 'p2', firstName: 'Hugo', lastName: 'Harvard', university: 'Harvard University', cohortYear: 2025 }),
];

describe('participant cards', () => {
  it('when a cohort is shown, then it holds team members with the participant role and profiles of that year', () => {
    const names = participantCardsFor(2025, '', team, profiles).map((c) => c.name);
    expect(names).toEqual(['Hugo Harvard', 'Pau', 'Tomás Team']);
  });

  it('when searching, then the text matches both team members and profiles, case-insensitively', () => {
    const names = participantCardsFor(2025, 'harvard', team, profiles).map((c) => c.name);
    expect(names).toEqual(['Hugo Harvard', 'Tomás Team']);
  });

  it('when the search matches a preferred name only, then that profile is found', () => {
    expect(participantCardsFor(2025, 'PAU', team, profiles).map((c) => c.name)).toEqual(['Pau']);
  });
});
