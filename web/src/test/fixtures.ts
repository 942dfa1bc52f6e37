import { DEFAULT_ADMISSION_SETTINGS } from '@trek/contracts';
import type { PublicEdition, User } from '@trek/contracts';

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

/** The edition settings the component tests read by default: the spec's 2026 edition, applications open. */
export const testEdition = (overrides: Partial<PublicEdition> = {}): PublicEdition => ({
  admissions: DEFAULT_ADMISSION_SETTINGS,
  year: 2026,
  startDate: '2026-03-15',
  endDate: '2026-03-22',
  day0Date: '2026-03-14',
  priceAfterSubsidyUsd: 1650,
  subsidyUsd: 1000,
  depositUsd: 500,
  subsidizedSpots: 50,
  applicationDeadline: '2999-11-30',
  transferDeadline: '2999-02-01T23:59:59.999Z',
  contactEmail: 'team@mexicotrek.example',
  directoryOpen: false,
  digestTime: '08:00',
  logisticsRetentionDays: 30,
  applicationRetentionDays: 180,
  payments: { depositDueDate: '2998-12-31', balanceDueDate: '2999-02-01' },
  ...overrides,
});
