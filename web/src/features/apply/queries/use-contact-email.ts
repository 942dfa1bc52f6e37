import { DEFAULT_EDITION_SETTINGS } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applyPaths } from '../api/applications-api';

const contactSchema = z.object({ contactEmail: z.string().min(1) });

/** The organizers' mailbox from the public edition settings; the contracts' default until it loads or if it fails. */
export function useContactEmail(): string {
  const { data } = useQuery({ queryKey: [applyPaths.edition], select: (edition: unknown) => contactSchema.parse(edition).contactEmail });
  return data ?? DEFAULT_EDITION_SETTINGS.contactEmail;
}
