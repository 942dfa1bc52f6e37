import { Alert, Button, Stack, Text } from '@mantine/core';
import { stripStatusPrefix } from '../lib/api-client';

export interface LoadErrorAlertProps {
  title: string;
  error: Error;
  retryLabel: string;
  onRetry: () => void;
}

/** A read that failed: what could not be loaded, the server's reason and a way to try again. */
export function LoadErrorAlert({ title, error, retryLabel, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{stripStatusPrefix(error.message)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
