import { isParticipantTeamRole } from '@trek/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useEdition } from '../../edition/use-edition';
import { applyPaths, submitApplication } from '../api/applications-api';

const teamListSchema = z.array(z.object({ name: z.string(), role: z.string(), order: z.number().optional() }));

/**
 * Names of the team members an applicant can say referred them: the public team list without
 * the participant cards. The referral is optional, so a failed load just leaves the fixed sources.
 */
export function useReferralTeamMembers(): string[] {
  const { data } = useQuery({ queryKey: [applyPaths.team], select: (list: unknown) => teamListSchema.parse(list) });
  if (!data) return [];
  const names = data
    .filter((member) => !isParticipantTeamRole(member.role))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((member) => member.name);
  return [...new Set(names)];
}

/** The organizers' mailbox from the edition settings; undefined until they are read. */
export function useContactEmail(): string | undefined {
  return useEdition().data?.contactEmail;
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
