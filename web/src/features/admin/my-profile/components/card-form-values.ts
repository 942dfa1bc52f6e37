import { teamSocialsSchema, type TeamMember } from '@trek/contracts';

export const SOCIAL_NETWORKS = Object.keys(teamSocialsSchema.shape) as (keyof typeof teamSocialsSchema.shape)[];
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The form keeps every text as a string ('' when empty); the shared schema accepts blanks. */
export interface CardFormValues {
  name: string;
  role: string;
  university: string;
  program: string;
  countryOfOrigin: string;
  bio: string;
  /** The Spanish role and bio, shown on the Spanish page; blank shows the English. */
  es: { role: string; bio: string };
  photoUrl: string;
  socials: Record<SocialNetwork, string>;
  /** Empty: a new card goes last and a saved card keeps its place. */
  order: number | undefined;
}

const emptySocials = () => Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as Record<SocialNetwork, string>;

/** The saved card, or a blank one that starts with the organizer's own name. */
export function cardFormValues(saved: TeamMember | null, fullName: string): CardFormValues {
  if (!saved) {
    return { name: fullName, role: '', university: '', program: '', countryOfOrigin: '', bio: '', es: { role: '', bio: '' }, photoUrl: '', socials: emptySocials(), order: undefined };
  }
  return {
    name: saved.name,
    role: saved.role,
    university: saved.university ?? '',
    program: saved.program ?? '',
    countryOfOrigin: saved.countryOfOrigin ?? '',
    bio: saved.bio ?? '',
    es: { role: saved.es?.role ?? '', bio: saved.es?.bio ?? '' },
    photoUrl: saved.photoUrl ?? '',
    socials: { ...emptySocials(), ...Object.fromEntries(Object.entries(saved.socials).filter(([, link]) => link !== undefined)) },
    order: saved.order,
  };
}
