import { Alert, Button, Stack, Text } from '@mantine/core';
import { useContractMessage } from '../i18n/use-contract-message';
import { stripStatusPrefix } from '../lib/api-client';

export interface LoadErrorAlertProps {
  title: string;
  error: Error;
  retryLabel: string;
  onRetry: () => void;
}

/** A read that failed: what could not be loaded, the server's reason (in the page's language when it is a contract message) and a way to try again. */
export function LoadErrorAlert({ title, error, retryLabel, onRetry }: LoadErrorAlertProps) {
  const { text } = useContractMessage();
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text(stripStatusPrefix(error.message))}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
