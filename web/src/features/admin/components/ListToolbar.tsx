import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stripStatusPrefix } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useContractMessage } from '../../../i18n/use-contract-message';

/** The organizer lists whose namespaces hold the toolbar's copy under `list.*` and `toasts.*`. */
export type ExportableListNamespace = 'adminApplications' | 'adminLogistics' | 'adminParticipants' | 'adminPayments';

export interface ListToolbarProps {
  namespace: ExportableListNamespace;
  /** Items matching the filters; undefined until the list has loaded. */
  total: number | undefined;
  /** Downloads the list's CSV. */
  download: () => Promise<void>;
  /** Further actions before the export button. */
  children?: ReactNode;
}

/** Above an organizer list: how many items match, and the list's actions ending with its CSV export (toast either way). */
export function ListToolbar({ namespace, total, download, children }: ListToolbarProps) {
  const { text } = useContractMessage();
  const { t } = useTranslation(namespace);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await download();
      showToast({ title: t('toasts.exported'), message: t('toasts.exportedMessage'), tone: 'success' });
    } catch (error) {
      showToast({ title: t('toasts.exportFailed'), message: text(stripStatusPrefix((error as Error).message)), tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Group justify="space-between" wrap="wrap">
      <Text fw={600} aria-live="polite">
        {total === undefined ? '' : t('list.count', { count: total })}
      </Text>
      <Group gap="xs" wrap="wrap">
        {children}
        <Button leftSection={<IconDownload size={18} aria-hidden />} variant="light" onClick={() => void exportCsv()} loading={exporting}>
          {exporting ? t('list.exporting') : t('list.export')}
        </Button>
      </Group>
    </Group>
  );
}
