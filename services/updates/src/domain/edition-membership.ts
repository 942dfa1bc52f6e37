import { adminOverviewMessages, isErasedAccount, type Account, type ParticipantPerson } from '@trek/contracts';
import { editionAt, editionOr503, pastEditionsOrNone } from '@trek/service-kit';
import type { UpdatesDomain } from './updates-context.js';

/** The edition a list shows: the one asked for, else the current one. */
export interface ListedEdition {
  year: number;
  currentYear: number;
}

/** The edition a list shows (`?year=`, blank: the current one); 503 when the current edition cannot be read. */
export async function listedEdition(domain: Pick<UpdatesDomain, 'edition' | 'logger'>, year: number | undefined): Promise<ListedEdition> {
  const { year: currentYear } = await editionOr503(domain.edition, domain.logger, adminOverviewMessages.editionUnavailable);
  return { year: year ?? currentYear, currentYear };
}

/** A participant account with what the participant service knows of the person (nothing when they never opened the portal). */
export interface Member {
  account: Account;
  person: ParticipantPerson | undefined;
}

/** An account (from the organizer's account list or auth's internal one) with its person. */
export interface EditionMember {
  account: { id: string; createdAt?: string | undefined };
  person: ParticipantPerson | undefined;
}

/**
 * The accounts with their people, erased accounts left out (an erased account keeps only its id;
 * it is never listed, counted or emailed).
 */
export async function withPeople(domain: Pick<UpdatesDomain, 'participants'>, accounts: readonly Account[], unavailable: string): Promise<Member[]> {
  const present = accounts.filter((account) => !isErasedAccount(account));
  const people = new Map((await domain.participants.people(present.map((account) => account.id), unavailable)).map((person) => [person.userId, person]));
  return present.map((account) => ({ account, person: people.get(account.id) }));
}

/**
 * The members of one edition: a person's edition is the one recorded when they first opened the
 * portal, else the one current when their account was made (so a past edition's participant who
 * never signed in does not join the next edition's lists), else the current one.
 */
export async function membersOfEdition<M extends EditionMember>(domain: Pick<UpdatesDomain, 'pastEditions' | 'logger'>, members: readonly M[], { year, currentYear }: ListedEdition): Promise<M[]> {
  const past = members.some(({ person }) => person?.year == null) ? await pastEditionsOrNone(domain) : [];
  const yearOf = ({ account, person }: M) => person?.year ?? (account.createdAt ? editionAt(new Date(account.createdAt), past, currentYear) : currentYear);
  return members.filter((member) => yearOf(member) === year);
}

/** Those still on the trek: one who transferred their spot away is not. */
export const spotHolders = <M extends EditionMember>(members: readonly M[]) => members.filter(({ person }) => !person?.formerHolder);
