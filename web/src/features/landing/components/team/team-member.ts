import type { TeamMember } from '@trek/contracts';
import { inPageLanguage } from '../../../../i18n/in-page-language';

export const teamMemberName = (member: TeamMember) => member.user?.fullName || member.name;
export const teamMemberPhoto = (member: TeamMember) => member.photoUrl || member.user?.avatarUrl || undefined;
/** The role and bio in the page's language (the Spanish the organizer typed, else the English). */
export const teamMemberRole = (member: TeamMember) => inPageLanguage(member.role, member.es?.role);
export const teamMemberBio = (member: TeamMember) => inPageLanguage(member.bio ?? '', member.es?.bio);
