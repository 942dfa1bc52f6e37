import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { User } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../lib/page-navigation';
import { dashboardPathFor } from '../dashboard-path';
import { usePageSession } from '../../../lib/page-session';

export interface SignedInPanelProps {
  user: User;
}

/** What the access section shows to someone already signed in (spec 2.3). */
export function SignedInPanel({ user }: SignedInPanelProps) {
  const { t } = useTranslation('auth');
  const { logout } = usePageSession();
  return (
    <Stack align="center" gap="md" ta="center">
      <Title order={3}>{t('signedIn.welcome', { name: user.fullName })}</Title>
      <Group gap="xs" justify="center">
        <Text size="sm">{t('signedIn.roleLabel')}</Text>
        <Badge variant="light">{t(`signedIn.roles.${user.role}`)}</Badge>
      </Group>
      <Group justify="center">
        <Button component={PageLink} to={dashboardPathFor(user.role)}>
          {user.role === 'ORGANIZER' ? t('signedIn.adminDashboard') : t('signedIn.myDashboard')}
        </Button>
        <Button variant="outline" onClick={logout}>
          {t('signedIn.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
