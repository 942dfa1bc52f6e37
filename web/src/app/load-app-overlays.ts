/** The toasts' and dialogs' chunk (AppOverlays.tsx); the dashboards wait for it so that no dialog is asked for before it listens. */
export const loadAppOverlays = () => import('./AppOverlays').then((m) => ({ default: m.AppOverlays }));
