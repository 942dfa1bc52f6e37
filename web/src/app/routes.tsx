import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { i18n } from '../i18n';
import type { Namespace } from '../i18n/resources';
import { RequireRole } from '../features/auth/components/RequireRole';
import { debugPaths } from '../features/debug/debug-paths';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { loadAppOverlays } from './load-app-overlays';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * A page split into its own chunk, loaded together with its translations so that it renders
 * once, complete, instead of suspending again for its copy. A page that opens dialogs
 * (`modals.open…`) also waits for their chunk, so that no dialog is asked for before it listens.
 */
function lazyPage(loadPage: () => Promise<ComponentType>, namespaces: Namespace[], { opensDialogs = false } = {}) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  // One load, whether asked for ahead (`preload`) or by the first render.
  const load = () =>
    (loading ??= Promise.all([loadPage(), i18n.loadNamespaces(namespaces), opensDialogs ? loadAppOverlays() : undefined]).then(([Page]) => ({ default: Page })));
  return Object.assign(lazy(load), { preload: load });
}

// Dashboards are split into their own chunks, so visitors of the public pages never load them.
const AdminDashboardPage = lazyPage(
  () => import('../pages/AdminDashboardPage').then((m) => m.AdminDashboardPage),
  ['dashboard', 'admin'],
  { opensDialogs: true },
);
const ParticipantDashboardPage = lazyPage(
  () => import('../pages/ParticipantDashboardPage').then((m) => m.ParticipantDashboardPage),
  ['dashboard', 'participant'],
  { opensDialogs: true },
);
// The application wizard is its own chunk too: the landing bundle does not carry it.
const ApplyPage = lazyPage(() => import('../pages/ApplyPage').then((m) => m.ApplyPage), ['apply']);
const ApplicationConfirmationPage = lazyPage(
  () => import('../pages/ApplicationConfirmationPage').then((m) => m.ApplicationConfirmationPage),
  ['apply'],
);
// A public page visitors seldom open: its own chunk, server-rendered like /apply.
const PrivacyPage = lazyPage(() => import('../pages/PrivacyPage').then((m) => m.PrivacyPage), ['privacy']);
// Opened from emailed set-password links only: its own chunk.
const SetPasswordPage = lazyPage(() => import('../pages/SetPasswordPage').then((m) => m.SetPasswordPage), ['auth']);
// What a signed-out visitor of the portal sees: with the portal's translations, not in the landing bundle.
const ParticipantAccessDenied = lazyPage(
  () => import('../features/participant/components/AccessDeniedCard').then((m) => m.AccessDeniedCard),
  ['participant'],
);

// Opened from emailed offer links only: its own chunk.
const OfferPage = lazyPage(() => import('../pages/OfferPage').then((m) => m.OfferPage), ['offer'], { opensDialogs: true });
// Developer pages (spec 2.9): their own chunks, so visitors never load them.
const SafePage = lazyPage(() => import('../pages/SafePage').then((m) => m.SafePage), ['landingDebug']);
const DebugPage = lazyPage(() => import('../pages/DebugPage').then((m) => m.DebugPage), ['landingDebug']);

/** Spec 2.1 route table. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.apply, element: <ApplyPage /> },
      { path: paths.applyConfirmation, element: <ApplicationConfirmationPage /> },
      { path: paths.setPassword, element: <SetPasswordPage /> },
      { path: paths.offer, element: <OfferPage /> },
      {
        path: paths.adminDashboard,
        element: (
          <RequireRole role="ORGANIZER" preload={AdminDashboardPage.preload}>
            <AdminDashboardPage />
          </RequireRole>
        ),
      },
      {
        // The organizer-only auxiliary route; it opens the same admin shell.
        path: paths.adminSidebar,
        element: (
          <RequireRole role="ORGANIZER" preload={AdminDashboardPage.preload}>
            <AdminDashboardPage />
          </RequireRole>
        ),
      },
      {
        path: paths.participantDashboard,
        element: (
          <RequireRole role="PARTICIPANT" signedOut={<ParticipantAccessDenied />} preload={ParticipantDashboardPage.preload}>
            <ParticipantDashboardPage />
          </RequireRole>
        ),
      },
      { path: debugPaths.safe, element: <SafePage /> },
      { path: debugPaths.debug, element: <DebugPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
