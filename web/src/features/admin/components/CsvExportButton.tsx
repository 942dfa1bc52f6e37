import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { stripStatusPrefix } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

export interface CsvExportLabels {
  export: string;
  exporting: string;
  exportedTitle: string;
  exportedMessage: string;
  failedTitle: string;
}

export interface CsvExportButtonProps {
  download: () => Promise<void>;
  labels: CsvExportLabels;
}

/** Downloads a list's CSV and says with a toast whether it worked. */
export function CsvExportButton({ download, labels }: CsvExportButtonProps) {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await download();
      showToast({ title: labels.exportedTitle, message: labels.exportedMessage, tone: 'success' });
    } catch (error) {
      showToast({ title: labels.failedTitle, message: stripStatusPrefix((error as Error).message), tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button leftSection={<IconDownload size={18} aria-hidden />} variant="light" onClick={() => void exportCsv()} loading={exporting}>
      {exporting ? labels.exporting : labels.export}
    </Button>
  );
}
