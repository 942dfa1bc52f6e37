import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SiteLayout.module.css';
import { SiteFooter } from './SiteFooter';

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
      <SiteFooter />
    </div>
  );
}
