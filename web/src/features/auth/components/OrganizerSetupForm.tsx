import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { registerRequestSchema, type AuthSuccess } from '@trek/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { showToast } from '../../../lib/toast';
import { useSectionLink } from '../../landing/use-section-link';
import { formIssues } from '../form-issues';
import { useRegisterOrganizer } from '../queries/use-auth-mutations';
import { PasswordField } from './PasswordField';
import { useContractMessage } from '../../../i18n/use-contract-message';

/** The form holds a plain boolean; the schema then insists on `true`. */
type OrganizerSetupValues = Omit<z.input<typeof registerRequestSchema>, 'agreedToTerms' | 'role'> & {
  agreedToTerms: boolean;
};

const emptyValues: OrganizerSetupValues = {
  fullName: '',
  email: '',
  password: '',
  organizerLoginKey: '',
  agreedToTerms: false,
};

export interface OrganizerSetupFormProps {
  onRegistered: (auth: AuthSuccess) => Promise<void>;
}

/** Spec 2.3 / 5: organizer self-registration with the setup key and the terms checkbox. */
export function OrganizerSetupForm({ onRegistered }: OrganizerSetupFormProps) {
  const { t } = useTranslation('auth');
  const { text: translateMessage, errorText } = useContractMessage();
  const sectionLink = useSectionLink();
  const registration = useRegisterOrganizer();
  const form = useForm<OrganizerSetupValues>({ defaultValues: emptyValues });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const parsed = registerRequestSchema.safeParse({ ...values, role: 'ORGANIZER' });
    if (!parsed.success) {
      const issues = formIssues(parsed.error);
      for (const issue of issues) form.setError(issue.field as keyof OrganizerSetupValues, { message: issue.message });
      const [first] = issues;
      // Missing fields are reported before the terms (spec 5), which the schema's field order gives.
      if (first?.field === 'agreedToTerms') {
        showToast({ title: t('toasts.termsRequired'), message: t('messages.termsRequired'), tone: 'error' });
      } else {
        showToast({ title: t('toasts.validationError'), message: translateMessage(first?.message ?? ''), tone: 'error' });
      }
      return;
    }
    let auth: AuthSuccess;
    try {
      auth = await registration.mutateAsync(parsed.data);
    } catch (error) {
      showToast({ title: t('toasts.registrationFailed'), message: errorText(error, t('toasts.networkError')), tone: 'error' });
      return;
    }
    await onRegistered(auth);
    form.reset(emptyValues);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('organizerSetup.formLabel')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('organizerSetup.intro')}
        </Text>
        <TextInput
          label={t('organizerSetup.fullName')}
          autoComplete="name"
          required
          error={Boolean(errors.fullName)}
          {...form.register('fullName')}
        />
        <TextInput
          label={t('organizerSetup.email')}
          placeholder={t('organizerSetup.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          error={Boolean(errors.email)}
          {...form.register('email')}
        />
        <PasswordField
          label={t('organizerSetup.password')}
          description={t('organizerSetup.passwordHint')}
          autoComplete="new-password"
          error={Boolean(errors.password)}
          {...form.register('password')}
        />
        <PasswordField
          label={t('organizerSetup.organizerKey')}
          description={t('organizerSetup.organizerKeyHint')}
          autoComplete="off"
          error={Boolean(errors.organizerLoginKey)}
          {...form.register('organizerLoginKey')}
        />
        <div>
          <Checkbox
            label={t('organizerSetup.agreeToTerms')}
            error={Boolean(errors.agreedToTerms)}
            {...form.register('agreedToTerms')}
          />
          <Anchor component={Link} size="sm" ml={32} {...sectionLink('terms')}>
            {t('organizerSetup.readTerms')}
          </Anchor>
        </div>
        <Button type="submit" fullWidth loading={registration.isPending}>
          {t('organizerSetup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
