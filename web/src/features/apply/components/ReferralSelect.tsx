import { NativeSelect } from '@mantine/core';
import { REFERRAL_SOURCES, teamReferral, type ApplicationFormValues } from '@trek/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReferralTeamMembers } from '../queries/applications-queries';

/**
 * The optional "how did you hear about us" select: team members first, then the fixed sources.
 * Controlled, so a draft's team member is selected once the team has loaded and its option exists
 * (an uncontrolled select took the value before the option was there and showed the placeholder).
 */
export function ReferralSelect() {
  const { t } = useTranslation('apply');
  const { control } = useFormContext<ApplicationFormValues>();
  const teamMembers = useReferralTeamMembers();
  const sources = REFERRAL_SOURCES.map((source) => ({ value: source, label: t(`referralOptions.${source}`) }));
  const data = [
    { value: '', label: t('passport.referralPlaceholder') },
    ...(teamMembers.length > 0
      ? [
          {
            group: t('passport.referralTeamGroup'),
            items: teamMembers.map((name) => ({ value: teamReferral(name), label: t('passport.teamMember', { name }) })),
          },
        ]
      : []),
    { group: t('passport.referralOtherGroup'), items: sources },
  ];
  return (
    <Controller
      control={control}
      name="referral"
      render={({ field }) => (
        <NativeSelect
          label={t('passport.referral')}
          description={t('passport.referralNote')}
          data={data}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
