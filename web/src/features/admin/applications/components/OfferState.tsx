import { Badge, Text } from '@mantine/core';
import type { ApplicationOffer, Decision } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date';

const OFFER_COLORS = { open: 'blue', confirmed: 'teal', declined: 'dark', expired: 'orange' } as const;

/** Where an accepted applicant's offer stands: out until its deadline, or when it was confirmed, declined or let expire. */
export function OfferState({ offer }: { offer: ApplicationOffer }) {
  const { t } = useTranslation('adminAdmissions');
  if (!offer) return null;
  const date = formatDate(offer.state === 'open' || offer.answeredAt === null ? offer.expiresAt : offer.answeredAt);
  return (
    <Text size="xs" c={OFFER_COLORS[offer.state]} fw={500}>
      {t(`offer.${offer.state}`, { date })}
    </Text>
  );
}

const DRAFT_COLORS: Record<Decision, string> = { accepted: 'agave', waitlisted: 'yellow', rejected: 'red' };

/** A decision drafted but not released: nobody has been told yet. */
export function DraftBadge({ decision }: { decision: Decision | null }) {
  const { t } = useTranslation('adminAdmissions');
  if (!decision) return null;
  return (
    <Badge color={DRAFT_COLORS[decision]} variant="outline" style={{ minWidth: 'max-content' }}>
      {t(`draftBadge.${decision}`)}
    </Badge>
  );
}
