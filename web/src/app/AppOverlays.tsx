import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import classes from './AppOverlays.module.css';

/** Spec 9: toasts stay 5 seconds. */
const TOAST_DURATION_MS = 5000;

/**
 * What opens above the page: toasts (`lib/toast`) and confirm dialogs (`modals.open…`). Both are
 * asked for through Mantine's stores and events, not through context, so they render beside the
 * page rather than around it, from a chunk of their own that the first load does not wait for.
 */
export function AppOverlays() {
  return (
    <>
      {/* Spec 2.8: at most one toast at a time (lib/toast replaces the one showing); below the page's header. */}
      <Notifications limit={1} autoClose={TOAST_DURATION_MS} position="top-right" classNames={{ root: classes.toasts }} />
      <ModalsProvider />
    </>
  );
}
