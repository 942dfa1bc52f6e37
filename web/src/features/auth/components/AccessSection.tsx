import { Container, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { AuthSuccess } from '@trek/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingSectionProps } from '../../landing/sections';
import { useCurrentUser } from '../queries/current-user-queries';
import { useStartSession } from '../queries/use-start-session';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { OrganizerSetupForm } from './OrganizerSetupForm';
import { SignedInPanel } from './SignedInPanel';
import { SignInForm } from './SignInForm';

type AccessMode = 'signIn' | 'organizerSetup';

/**
 * Spec 2.3, the landing page's `auth` section. It owns the post-sign-in redirect because it
 * stays on the page while the form inside it gives way to the signed-in panel.
 */
export function AccessSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  const startSession = useStartSession();
  const [mode, setMode] = useState<AccessMode>('signIn');
  const [forgotPassword, setForgotPassword] = useState(false);

  const handleSignedIn = useCallback((auth: AuthSuccess) => startSession(auth, 'welcomeBack'), [startSession]);
  const handleRegistered = useCallback((auth: AuthSuccess) => startSession(auth, 'welcomeNew'), [startSession]);

  return (
    <Container size={480} py={64}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={2} id={headingId} ta="center">
              {t('access.title')}
            </Title>
            <Text c="dimmed" size="sm" ta="center" mt="xs">
              {t('access.subtitle')}
            </Text>
          </div>
          {user ? (
            <SignedInPanel user={user} />
          ) : (
            <>
              <SegmentedControl<AccessMode>
                fullWidth
                value={mode}
                onChange={setMode}
                aria-label={t('access.modeLabel')}
                data={[
                  { value: 'signIn', label: t('access.modes.signIn') },
                  { value: 'organizerSetup', label: t('access.modes.organizerSetup') },
                ]}
              />
              {mode === 'signIn' ? (
                forgotPassword ? (
                  <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
                ) : (
                  <SignInForm onSignedIn={handleSignedIn} onForgotPassword={() => setForgotPassword(true)} />
                )
              ) : (
                <OrganizerSetupForm onRegistered={handleRegistered} />
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
