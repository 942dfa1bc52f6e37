import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PartLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Alert color="orange" variant="light" title={t('partLoadFailed.title')} icon={<IconWifiOff size={18} aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{offline ? t('partLoadFailed.offline') : t('partLoadFailed.online')}</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('partLoadFailed.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface PartLoadBoundaryProps {
  /** Starts loading the part again (its `preload`), before it renders once more. */
  retry: () => unknown;
  /** What shows in the part's place while its code loads. */
  loading: ReactNode;
  children: ReactNode;
}

/**
 * Around a part whose code or first read comes over the network (a dashboard tab): when it fails
 * (offline), the part says so with Try again, instead of the app's error page or a spinner that
 * never ends. React needs a class component to catch a render's error.
 */
export class PartLoadBoundary extends Component<PartLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly tryAgain = () => {
    void Promise.resolve(this.props.retry()).catch(() => undefined);
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <PartLoadFailed onRetry={this.tryAgain} /> : <Suspense fallback={this.props.loading}>{this.props.children}</Suspense>;
  }
}
