import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { registerRequestSchema, type AuthSuccess, type RegisterRequest } from '@trek/contracts';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../lib/page-navigation';
import type { z } from 'zod';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { SubmitButton } from '../../../components/SubmitButton';
import { showToast } from '../../../lib/toast';
import { useSectionLink } from '../../landing/use-section-link';
import { useRegisterOrganizer } from '../queries/auth-queries';
import { PasswordField } from './PasswordField';

/** The form holds the terms box as a plain boolean; the schema's output (what is sent) has it ticked. */
type OrganizerSetupValues = z.input<typeof registerRequestSchema>;

const emptyValues: OrganizerSetupValues = {
  fullName: '',
  email: '',
  password: '',
  organizerLoginKey: '',
  agreedToTerms: false,
};

/** Spec 5: missing fields are reported before the terms, in the form's order. */
const REQUIRED_FIELDS = ['fullName', 'email', 'password', 'organizerLoginKey'] as const satisfies readonly (keyof OrganizerSetupValues)[];

export interface OrganizerSetupFormProps {
  onRegistered: (auth: AuthSuccess) => Promise<void>;
}

/** Spec 2.3 / 5: organizer self-registration with the setup key and the terms checkbox. */
export function OrganizerSetupForm({ onRegistered }: OrganizerSetupFormProps) {
  const { t } = useTranslation('auth');
  const { text: translateMessage, errorText } = useContractMessage();
  const sectionLink = useSectionLink();
  const registration = useRegisterOrganizer();
  const form = useForm<OrganizerSetupValues, unknown, RegisterRequest>({ resolver: zodResolver(registerRequestSchema), defaultValues: emptyValues });
  const { errors } = form.formState;

  const sendRegistration = async (request: RegisterRequest) => {
    let auth: AuthSuccess;
    try {
      auth = await registration.mutateAsync(request);
    } catch (error) {
      showToast({ title: t('toasts.registrationFailed'), message: errorText(error, t('toasts.networkError')), tone: 'error' });
      return;
    }
    await onRegistered(auth);
    form.reset(emptyValues);
  };

  const tellFirstProblem = (fieldErrors: FieldErrors<OrganizerSetupValues>) => {
    const missing = REQUIRED_FIELDS.map((field) => fieldErrors[field]?.message).find((message) => message !== undefined);
    if (missing === undefined) {
      showToast({ title: t('toasts.termsRequired'), message: t('messages.termsRequired'), tone: 'error' });
    } else {
      showToast({ title: t('toasts.validationError'), message: translateMessage(missing), tone: 'error' });
    }
  };

  const submit = form.handleSubmit(sendRegistration, tellFirstProblem);

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate aria-label={t('organizerSetup.formLabel')}>
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
          <Anchor component={PageLink} size="sm" ml={32} {...sectionLink('terms')}>
            {t('organizerSetup.readTerms')}
          </Anchor>
        </div>
        <SubmitButton fullWidth loading={registration.isPending}>
          {t('organizerSetup.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
