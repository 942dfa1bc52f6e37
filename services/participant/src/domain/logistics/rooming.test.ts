import type { Account } from '@trek/contracts';
import type { ParticipantRecord } from '../people/participant-record.js';
import { participantRecord } from '../people/participant-record.fixture.js';
import { roomingParticipantIds, roomingReport } from './rooming.js';

const NO_ACCOUNTS: ReadonlyMap<string, Account> = new Map();

/** A participant with a legal name who asks for `roommate` (or for a random roommate without one). */
function asking(userId: string, legalName: string, roommate?: string): ParticipantRecord {
  return participantRecord(userId, {
    logistics: roommate === undefined ? { legalName, roommatePreference: 'RANDOM' } : { legalName, roommatePreference: 'PAIR_SPECIFIC', roommateNameOrNA: roommate },
  });
}

const userIds = (people: { userId: string }[]) => people.map((person) => person.userId);

describe('roomingReport', () => {
  it('lists two participants who ask for each other once, as a pair', () => {
    const report = roomingReport([asking('a', 'Ana López', 'Bruno Díaz'), asking('b', 'Bruno Díaz', 'Ana López')], NO_ACCOUNTS);

    expect(report.pairs).toHaveLength(1);
    expect([report.pairs[0]?.first.userId, report.pairs[0]?.second.userId]).toEqual(['a', 'b']);
    expect(report.oneSided).toEqual([]);
    expect(report.unmatched).toEqual([]);
  });

  it('matches a requested name whatever its case and spacing (accents must match)', () => {
    const report = roomingReport([asking('a', 'Ana López', '  bruno   DÍAZ '), asking('b', 'Bruno Díaz', 'ana lópez')], NO_ACCOUNTS);

    expect(report.pairs).toHaveLength(1);
  });

  it('finds a participant by preferred name, profile name or account name, not only the legal name', () => {
    const byPreferred = participantRecord('b', { logistics: { legalName: 'Roberto Díaz', preferredName: 'Beto' } });
    const byProfile = participantRecord('c', { profile: { firstName: 'Carla', lastName: 'Ruiz' } });
    const byAccount = participantRecord('d');
    const diego: Account = {
      id: 'd',
      fullName: 'Diego Sanz',
      email: 'diego@example.edu',
      role: 'PARTICIPANT',
      avatarUrl: null,
      disabled: false,
      passwordSet: true,
      createdAt: '2026-01-02T00:00:00.000Z',
      lastSignInAt: null,
    };
    const accounts = new Map([['d', diego]]);

    const report = roomingReport([asking('a1', 'Ana', 'Beto'), asking('a2', 'Ana Dos', 'Carla Ruiz'), asking('a3', 'Ana Tres', 'Diego Sanz'), byPreferred, byProfile, byAccount], accounts);

    expect(report.oneSided.map((request) => [request.requester.userId, request.requested.userId])).toEqual([
      ['a1', 'b'],
      ['a2', 'c'],
      ['a3', 'd'],
    ]);
    expect(report.oneSided[2]?.requested).toMatchObject({ name: 'Diego Sanz', email: 'diego@example.edu' });
  });

  it('reports a request nobody answers back as one-sided, keeping the name as typed', () => {
    const report = roomingReport([asking('a', 'Ana López', ' Bruno Díaz '), asking('b', 'Bruno Díaz')], NO_ACCOUNTS);

    expect(report.pairs).toEqual([]);
    expect(report.oneSided).toEqual([expect.objectContaining({ requestedName: 'Bruno Díaz', requester: expect.objectContaining({ userId: 'a' }) })]);
    expect(userIds(report.random)).toEqual(['b']);
  });

  it('leaves a name matching nobody, or several participants, unmatched with the candidates', () => {
    const twins = [asking('b1', 'Sam Lee'), asking('b2', 'Sam Lee')];
    const report = roomingReport([asking('a', 'Ana', 'Sam Lee'), asking('c', 'Carla', 'Nobody Here'), ...twins], NO_ACCOUNTS);

    expect(report.unmatched.map((entry) => [entry.requester.userId, entry.requestedName, userIds(entry.candidates)])).toEqual([
      ['a', 'Sam Lee', ['b1', 'b2']],
      ['c', 'Nobody Here', []],
    ]);
  });

  it('never matches a requester with themselves, and a blank request with nobody', () => {
    const report = roomingReport([asking('a', 'Ana López', 'Ana López'), asking('b', 'Bruno', '   ')], NO_ACCOUNTS);

    expect(report.unmatched.map((entry) => [entry.requester.userId, userIds(entry.candidates)])).toEqual([
      ['a', []],
      ['b', []],
    ]);
  });

  it('lists random roommates and single-room upgrades apart from the pair requests', () => {
    const upgrade = participantRecord('s', { logistics: { legalName: 'Sofía', roommatePreference: 'SINGLE_UPGRADE' } });
    const undecided = participantRecord('u');

    const report = roomingReport([asking('r', 'Rita'), upgrade, undecided], NO_ACCOUNTS);

    expect(userIds(report.random)).toEqual(['r']);
    expect(userIds(report.singleUpgrade)).toEqual(['s']);
    expect([report.pairs, report.oneSided, report.unmatched]).toEqual([[], [], []]);
  });
});

describe('roomingParticipantIds', () => {
  it('names everyone the report shows (the read log records them): pairs, one-sided requests and their targets, random and single upgrades', () => {
    const upgrade = participantRecord('s', { logistics: { legalName: 'Sofía', roommatePreference: 'SINGLE_UPGRADE' } });
    const report = roomingReport(
      [asking('a', 'Ana López', 'Bruno Díaz'), asking('b', 'Bruno Díaz', 'Ana López'), asking('c', 'Carla Ruiz', 'Rita'), asking('r', 'Rita'), upgrade, participantRecord('u')],
      NO_ACCOUNTS,
    );

    expect(roomingParticipantIds(report).sort()).toEqual(['a', 'b', 'c', 'r', 'r', 's']);
  });
});
