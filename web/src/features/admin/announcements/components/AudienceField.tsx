import { Loader, MultiSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AUDIENCE_SETUP_ITEM_KEYS, audienceSchema, audienceSetupItemSchema, type Audience, type AudienceKind } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';
import { useAudiencePreview } from '../queries/announcements-queries';

const KINDS: AudienceKind[] = ['everyone', 'day0', 'missingSetup', 'participants'];
const EVERYONE: Audience = { kind: 'everyone' };

export interface AudienceFieldProps {
  value: Audience;
  onChange: (audience: Audience) => void;
  /** The edition it is for (the current one when undefined). */
  year: number | undefined;
  error?: string | undefined;
}

function audienceOfKind(kind: AudienceKind, previous: Audience): Audience {
  if (kind === previous.kind) return previous;
  if (kind === 'missingSetup') return { kind, item: AUDIENCE_SETUP_ITEM_KEYS[0] };
  if (kind === 'participants') return { kind, userIds: [] };
  return { kind };
}

/**
 * Who it is for: everyone, the Day 0 group, those missing a setup item, or participants chosen by
 * name; with how many it reaches now ("will reach N people"), read from the service.
 */
export function AudienceField({ value, onChange, year, error }: AudienceFieldProps) {
  const { t } = useTranslation('adminAnnouncements');
  const { text } = useContractMessage();
  const narrow = useMediaQuery('(max-width: 36em)');
  const complete = audienceSchema.safeParse(value).success;
  const preview = useAudiencePreview(complete ? value : null, year);
  const everyone = useAudiencePreview(value.kind === 'participants' ? EVERYONE : null, year);

  return (
    <Stack gap="xs">
      <Text component="label" id="audience-label" size="sm" fw={500}>
        {t('audience.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="audience-label"
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        value={value.kind}
        onChange={(kind) => onChange(audienceOfKind(kind as AudienceKind, value))}
        data={KINDS.map((kind) => ({ value: kind, label: t(`audience.kinds.${kind}`) }))}
      />
      {value.kind === 'missingSetup' && (
        <Select
          label={t('audience.setupItem')}
          data={AUDIENCE_SETUP_ITEM_KEYS.map((item) => ({ value: item, label: t(`audience.items.${item}`) }))}
          value={value.item}
          allowDeselect={false}
          onChange={(item) => onChange({ kind: 'missingSetup', item: audienceSetupItemSchema.parse(item ?? AUDIENCE_SETUP_ITEM_KEYS[0]) })}
        />
      )}
      {value.kind === 'participants' && (
        <MultiSelect
          label={t('audience.participants')}
          placeholder={t('audience.participantsPlaceholder')}
          searchable
          clearable
          nothingFoundMessage={t('audience.nobodyFound')}
          rightSection={everyone.isPending ? <Loader size="xs" /> : undefined}
          data={(everyone.data?.people ?? []).map(({ userId, name }) => ({ value: userId, label: name }))}
          value={value.userIds}
          onChange={(userIds) => onChange({ kind: 'participants', userIds })}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Text size="sm" c={error ? 'red' : 'dimmed'} aria-live="polite">
        {error
          ? text(error)
          : !complete
            ? t('audience.reachNone')
            : preview.isError
              ? t('audience.previewFailed')
              : preview.data
                ? t('audience.reach', { count: preview.data.count })
                : t('audience.counting')}
      </Text>
    </Stack>
  );
}

/** The first message of an audience's errors in a form (its kind, its setup item or its participants). */
export function audienceError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, item, userIds } = error as { message?: string; item?: { message?: string }; userIds?: { message?: string } };
  return message ?? item?.message ?? userIds?.message;
}
