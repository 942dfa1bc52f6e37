import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';

export type ToastTone = 'success' | 'error' | 'info';

const toneColor: Record<ToastTone, string> = { success: 'agave', error: 'red', info: 'terracotta' };

/**
 * One way to show a toast, so every screen uses the same colours (errors are the destructive red).
 * Spec 2.8: at most one is visible, and the newest wins at once: it replaces the one showing (and
 * anything queued) instead of waiting behind it, so a message answers the click that caused it.
 */
export function showToast({ title, message, tone }: { title: string; message: string; tone: ToastTone }): void {
  notifications.clean();
  notifications.show({
    title,
    message,
    color: toneColor[tone],
    closeButtonProps: { 'aria-label': i18n.t('closeNotification') },
  });
}
