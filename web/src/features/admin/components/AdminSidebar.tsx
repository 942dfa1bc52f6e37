import { Button, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEditionYear } from '../../edition/queries/edition-queries';
import { paths } from '../../../config/paths';
import { DEFAULT_ADMIN_TAB, type AdminTabId } from '../admin-tab-ids';
import { adminTabs } from '../admin-tabs';

export interface AdminSidebarProps {
  activeTab: AdminTabId;
  onNavigate: () => void;
}

/** The admin tabs are links that set `?tab=`, so the open tab survives a reload and has a URL. */
export function AdminSidebar({ activeTab, onNavigate }: AdminSidebarProps) {
  const { t } = useTranslation('admin');
  const { t: tabText } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Stack gap="md" h="100%">
      <div>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {t('sidebar.label')}
        </Text>
        <EditionTitle />
      </div>
      <Button component={Link} to={paths.home} variant="light" leftSection={<IconArrowLeft size={18} aria-hidden />}>
        {t('sidebar.backToSite')}
      </Button>
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <Stack gap={2}>
          {adminTabs.map(({ id, icon: Icon, preload }) => (
            <NavLink
              key={id}
              component={Link}
              to={{ search: id === DEFAULT_ADMIN_TAB ? '' : `?tab=${id}` }}
              label={tabText(`adminTabs.${id}.label`)}
              leftSection={<Icon size={20} aria-hidden />}
              active={id === activeTab}
              aria-current={id === activeTab ? 'page' : undefined}
              onClick={onNavigate}
              // A pointer on its way or a focused link: the tab's code and first reads start now, not on the click.
              onMouseEnter={() => void preload(queryClient)}
              onFocus={() => void preload(queryClient)}
              onTouchStart={() => void preload(queryClient)}
            />
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}

/** The edition's name on its own, so its year arriving renders this title, not every link of the sidebar. */
function EditionTitle() {
  const { t } = useTranslation('admin');
  const year = useEditionYear();
  return (
    <Title order={2} size="h4">
      {year === undefined ? t('sidebar.editionNoYear') : t('sidebar.edition', { year })}
    </Title>
  );
}
