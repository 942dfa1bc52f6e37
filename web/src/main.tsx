import './app/mantine-stylesheets';
import './app/global.css';
import './features/landing/landing-stylesheets';
import { i18nReady } from './i18n';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { readServerPhoneLayout, ServerPhoneLayoutContext } from './app/server-layout';
import { readServerState } from './app/server-state';
import { readAuthToken } from './lib/auth-token';
import { startPageHydration } from './lib/page-hydration';
import { mountPartsBelowFirstScreenInTurn } from './components/BelowFirstScreen';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const serverState = readServerState();
if (serverState) hydrate(queryClient, serverState);

const app = (
  <StrictMode>
    <ServerPhoneLayoutContext.Provider value={readServerPhoneLayout()}>
      <App queryClient={queryClient} />
    </ServerPhoneLayoutContext.Provider>
  </StrictMode>
);

// Public pages arrive server-rendered for a signed-out visitor; the first client render matches
// that HTML only when nobody is signed in, so a signed-in visitor's page is rendered afresh.
// A Spanish page first loads its copy (English is bundled), so it renders, or hydrates, in Spanish at once.
void i18nReady
  .catch(() => undefined)
  .then(() => {
    const hydrating = Boolean(serverState) && rootElement.hasChildNodes() && !readAuthToken();
    if (hydrating) startPageHydration();
    else mountPartsBelowFirstScreenInTurn();
    // As a transition, as on the landing page (landing.tsx), React renders in slices of a few
    // milliseconds and yields to the browser between them, instead of in one long task: a page
    // answers input while it hydrates (a click on a part not hydrated yet hydrates it first), and a
    // dashboard's first render blocks less (Lighthouse's phone over HTTP/2: about a fifth less
    // blocking time on the Overview, Payments and the portal).
    startTransition(() => {
      if (hydrating) hydrateRoot(rootElement, app);
      else createRoot(rootElement).render(app);
    });
  });
