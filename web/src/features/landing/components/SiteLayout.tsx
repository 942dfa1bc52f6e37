import { Box } from '@mantine/core';
import { memo, Suspense, type ReactNode } from 'react';
import { useLazyNearTheScreen } from '../hydrate-near-screen';
import classes from './SiteLayout.module.css';

const loadSiteFooter = () => import('./SiteFooter').then((m) => m.SiteFooter);

/**
 * Below every page's content: a server-rendered page keeps the footer's HTML until it is about to
 * be seen, which the empty marker just above it tells (`useLazyNearTheScreen`).
 */
const DeferredSiteFooter = memo(function DeferredSiteFooter() {
  const { Component: SiteFooter, nearRef } = useLazyNearTheScreen<object, HTMLDivElement>(loadSiteFooter);
  return (
    <>
      <div ref={nearRef} aria-hidden />
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </>
  );
});

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
      <DeferredSiteFooter />
    </div>
  );
}
