import type { User } from '@trek/contracts';

export const organizer: User = {
  id: '64b7f0c2a1b2c3d4e5f60718',
  fullName: 'Ana Organizer',
  email: 'ana@example.org',
  role: 'ORGANIZER',
  avatarUrl: null,
};

export const participant: User = {
  id: '64b7f0c2a1b2c3d4e5f60719',
  fullName: 'Pablo Participant',
  email: 'pablo@example.org',
  role: 'PARTICIPANT',
  avatarUrl: null,
};
