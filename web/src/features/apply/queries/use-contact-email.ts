import { useEdition } from '../../edition/use-edition';

/** The organizers' mailbox from the edition settings; undefined until they are read. */
export function useContactEmail(): string | undefined {
  return useEdition().data?.contactEmail;
}
