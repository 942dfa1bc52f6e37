import { memo } from 'react';
import type { BelowTheFoldSection } from '../below-the-fold-sections';
import { useLazyNearTheScreen } from '../hydrate-near-screen';
import { LandingSectionFrame } from './LandingSectionFrame';

/**
 * A landing section below the hero whose code arrives when it is about to be seen
 * (`useLazyNearTheScreen`); `memo`, so the page re-rendering does not replace its server HTML.
 */
export const DeferredLandingSection = memo(function DeferredLandingSection({ anchor, load }: BelowTheFoldSection) {
  const { Component, nearRef } = useLazyNearTheScreen(load);
  return <LandingSectionFrame ref={nearRef} anchor={anchor} Component={Component} belowTheFold />;
});
