import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminTabId } from '../admin-tab-ids';

/**
 * An admin tab's title and what the tab is for. Neither is anyone's data, so the dashboard's frame
 * (its server-rendered HTML) shows the open tab's too, at the same place and size: on a phone the
 * intro is the tab's largest text, painted with the frame instead of after the app's scripts and
 * the tab's reads. Its copy is in `common`, which ships with the app, so the frame the browser
 * renders over the server's says the same.
 */
export function AdminTabHeading({ tab }: { tab: AdminTabId }) {
  const { t } = useTranslation();
  return (
    <div>
      <Title order={1}>{t(`adminTabs.${tab}.label`)}</Title>
      <Text c="dimmed" mt="xs">
        {t(`adminTabs.${tab}.intro`)}
      </Text>
    </div>
  );
}
