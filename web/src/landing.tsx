// The landing page's own entry (the gateway lists it for `/` in place of the app's, see
// gateway/src/ssr/deferred-app-scripts.ts; boot.ts loads the app's instead for a signed-in
// visitor): it hydrates the server-rendered page, signed out, without the app's router and query
// cache. Links to the other pages are ordinary links, which load the app.
// The page's stylesheet is this entry's: for a signed-out visitor the gateway links only it, not
// the rest of the app's (boot.ts adds that for a signed-in visitor, whom the app serves).
import './landing/mantine-stylesheets';
import './app/global.css';
import './features/landing/landing-stylesheets';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readServerPhoneLayout } from './app/server-layout';
import { readServerState } from './app/server-state';
import { i18nReady } from './i18n';
import { LandingApp } from './landing/LandingApp';
import { serverStateReads } from './landing/server-state-reads';
import { documentNavigation } from './lib/page-navigation';
import { startPageHydration } from './lib/page-hydration';

const rootElement = document.getElementById('root');
const serverState = readServerState();

if (rootElement?.hasChildNodes() && serverState) {
  const navigation = documentNavigation({ pathname: window.location.pathname, hash: window.location.hash });
  // A Spanish page first loads its copy (English is bundled), so it hydrates in Spanish at once.
  void i18nReady
    .catch(() => undefined)
    .then(() => {
      startPageHydration();
      // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser
      // between them, instead of in one long task: the page answers input while it hydrates, and
      // a click on a part not hydrated yet hydrates that part first.
      startTransition(() => {
        hydrateRoot(rootElement, <LandingApp reads={serverStateReads(serverState)} navigation={navigation} phoneLayout={readServerPhoneLayout()} />);
      });
    });
}
