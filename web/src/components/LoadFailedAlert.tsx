import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * A read that failed where the spec gives fixed advice (spec 8: "Please try refreshing the page…")
 * rather than the server's reason and a retry button (`LoadErrorAlert`).
 */
export function LoadFailedAlert({ title, advice }: { title: string; advice: string }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={18} aria-hidden />}>
      {advice}
    </Alert>
  );
}
