import { isParticipantTeamRole } from '@trek/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEdition } from '../../edition/queries/edition-queries';
import { useTeamMembers } from '../../landing/queries/public-content-queries';
import { submitApplication } from '../api/applications-api';

/**
 * Names of the team members an applicant can say referred them: the public team list without
 * the participant cards. The referral is optional, so a failed load just leaves the fixed sources.
 */
export function useReferralTeamMembers(): string[] {
  const { data } = useTeamMembers();
  if (!data) return [];
  const names = data
    .filter((member) => !isParticipantTeamRole(member.role))
    .sort((a, b) => a.order - b.order)
    .map((member) => member.name);
  return [...new Set(names)];
}

/** The organizers' mailbox from the edition settings; undefined until they are read. */
export function useContactEmail(): string | undefined {
  return useEdition().data?.contactEmail;
}

/** Tried at once even offline (`networkMode: 'always'`), so an offline applicant hears so instead of waiting on "Submitting…". */
export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication, networkMode: 'always' });
}
