import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';

export type ToastTone = 'success' | 'error' | 'info';

const toneColor: Record<ToastTone, string> = { success: 'agave', error: 'red', info: 'terracotta' };

/** One way to show a toast, so every screen uses the same colours (errors are the destructive red). */
export function showToast({ title, message, tone }: { title: string; message: string; tone: ToastTone }): void {
  notifications.show({
    title,
    message,
    color: toneColor[tone],
    closeButtonProps: { 'aria-label': i18n.t('closeNotification') },
  });
}
