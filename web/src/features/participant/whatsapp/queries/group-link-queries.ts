import { useQuery } from '@tanstack/react-query';
import { fetchGroupLink } from '../api/group-link-api';

export const groupLinkQueryKey = ['member', 'edition'] as const;

export function useGroupLink() {
  return useQuery({ queryKey: groupLinkQueryKey, queryFn: fetchGroupLink });
}
