import type { RoomPerson } from '@trek/contracts';
import { isTrekNight, overlappingRoomsOf, roomFlags, sameNight, suggestedRooms, type RoomShape } from './room-rules.js';

const person = (userId: string, roommatePreference: RoomPerson['roommatePreference'] = null): RoomPerson => ({ userId, name: `Name ${userId}`, roommatePreference });
const room = (id: string, memberIds: string[], night: string | null = null, size = 2): RoomShape => ({ id, size, night, memberIds });
const everyone = (...people: RoomPerson[]) => new Map(people.map((one) => [one.userId, one]));

describe('room nights', () => {
  it('a whole-trip room shares every night; two one-night rooms only their own', () => {
    expect(sameNight({ night: null }, { night: '2026-03-10' })).toBe(true);
    expect(sameNight({ night: '2026-03-10' }, { night: '2026-03-10' })).toBe(true);
    expect(sameNight({ night: '2026-03-10' }, { night: '2026-03-11' })).toBe(false);
  });

  it('a night is within the trek from its first to its last day', () => {
    const trek = { start: '2026-03-08', end: '2026-03-16' };
    expect(['2026-03-08', '2026-03-12', '2026-03-16'].map((night) => isTrekNight(night, trek))).toEqual([true, true, true]);
    expect(['2026-03-07', '2026-03-17'].map((night) => isTrekNight(night, trek))).toEqual([false, false]);
  });

  it('finds the other rooms that give someone a bed on a room night', () => {
    const rooms = [room('trip', ['a']), room('tue', ['b'], '2026-03-10'), room('wed', ['b'], '2026-03-11')];
    expect(overlappingRoomsOf(rooms, 'a', { id: 'new', night: '2026-03-10' }).map((one) => one.id)).toEqual(['trip']);
    expect(overlappingRoomsOf(rooms, 'b', { id: 'new', night: '2026-03-12' })).toEqual([]);
    expect(overlappingRoomsOf(rooms, 'b', { id: 'new', night: null }).map((one) => one.id)).toEqual(['tue', 'wed']);
    expect(overlappingRoomsOf(rooms, 'b', { id: 'tue', night: '2026-03-10' })).toEqual([]);
  });
});

describe('roomFlags', () => {
  it('flags a double booking, a room over its size, a single-upgrade person sharing and a split pair', () => {
    const [a, b, c, d, s] = [person('a', 'PAIR_SPECIFIC'), person('b', 'PAIR_SPECIFIC'), person('c'), person('d'), person('s', 'SINGLE_UPGRADE')];
    const rooms = [room('r1', ['a', 'c', 'd'], null, 2), room('r2', ['b'], '2026-03-10'), room('r3', ['c'], '2026-03-10'), room('r4', ['s', 'd'], '2026-03-11')];

    const flags = roomFlags(rooms, everyone(a, b, c, d, s), [{ first: a, second: b }]);

    expect(flags.doubleBooked).toEqual([
      { person: c, roomIds: ['r1', 'r3'] },
      { person: d, roomIds: ['r1', 'r4'] },
    ]);
    expect(flags.overSize).toEqual([{ roomId: 'r1', members: 3, size: 2 }]);
    expect(flags.singleSharing).toEqual([{ person: s, roomId: 'r4' }]);
    expect(flags.splitPairs).toEqual([{ first: a, second: b }]);
  });

  it('flags nothing for a pair together, a single alone and people on different nights', () => {
    const [a, b, s] = [person('a', 'PAIR_SPECIFIC'), person('b', 'PAIR_SPECIFIC'), person('s', 'SINGLE_UPGRADE')];
    const rooms = [room('r1', ['a', 'b']), room('r2', ['s'], '2026-03-10'), room('r3', ['s'], '2026-03-11')];

    expect(roomFlags(rooms, everyone(a, b, s), [{ first: a, second: b }])).toEqual({ doubleBooked: [], overSize: [], singleSharing: [], splitPairs: [] });
  });

  it('does not call a pair split while neither of them has a room', () => {
    const [a, b] = [person('a'), person('b')];
    expect(roomFlags([], everyone(a, b), [{ first: a, second: b }]).splitPairs).toEqual([]);
  });
});

describe('suggestedRooms', () => {
  it('proposes a double for each mutual pair and a room alone for each single upgrade, only for people in no room', () => {
    const [a, b, c, d, s, t] = [person('a'), person('b'), person('c'), person('d'), person('s'), person('t')];
    const rooms = [room('r1', ['c', 't'])];

    const suggestions = suggestedRooms(rooms, [{ first: a, second: b }, { first: c, second: d }], [s, t]);

    expect(suggestions).toEqual([
      { label: 'Name a & Name b', size: 2, night: null, members: [a, b] },
      { label: 'Name s', size: 2, night: null, members: [s] },
    ]);
  });
});
