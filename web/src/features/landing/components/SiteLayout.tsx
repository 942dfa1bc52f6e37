import { Box } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import classes from './SiteLayout.module.css';

// Below every page's content, so its code loads after the page's; a server-rendered page keeps
// the footer's HTML until then.
const SiteFooter = lazy(() => import('./SiteFooter').then((m) => ({ default: m.SiteFooter })));

export interface SiteLayoutProps {
  header: ReactNode;
  children: ReactNode;
}

/** Public page frame: header, the `main` landmark the skip link targets, and the footer at the bottom. */
export function SiteLayout({ header, children }: SiteLayoutProps) {
  return (
    <div className={classes.page}>
      {header}
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
