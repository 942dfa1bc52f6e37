import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileFormValues } from '../profile-form';
import { useContractMessage } from '../../../../i18n/use-contract-message';

/** Spec 2: four inputs; TikTok and Threads stay in the form's state without one. */
const socialInputs = [
  { field: 'linkedin', Icon: IconBrandLinkedin },
  { field: 'instagram', Icon: IconBrandInstagram },
  { field: 'twitter', Icon: IconBrandX },
  { field: 'facebook', Icon: IconBrandFacebook },
] as const;

export function SocialMediaFields({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { t } = useTranslation('participantProfile');
  const { text: translate } = useContractMessage();
  const { errors } = useFormState({ control: form.control });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {t('form.socialTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('form.socialHint')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {socialInputs.map(({ field, Icon }) => {
            const message = errors[field]?.message;
            return (
              <TextInput
                key={field}
                label={t(`form.${field}`)}
                placeholder={t('form.socialPlaceholder')}
                leftSection={<Icon size={16} aria-hidden />}
                error={message ? translate(message) : undefined}
                {...form.register(field)}
              />
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
