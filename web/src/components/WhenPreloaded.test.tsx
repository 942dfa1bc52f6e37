import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { type ComponentType } from 'react';
import { i18n } from '../i18n';
import { preloadableTab } from '../lib/preloadable';
import { renderFeature, renderFeatureSettled } from '../test/render-feature';
import { PartLoadBoundary } from './PartLoadBoundary';
import { WhenPreloaded } from './WhenPreloaded';

const TabContent: ComponentType = () => <p>Tab content</p>;

/** A tab whose code arrives when the test says so. */
function tabWithCodeOnCue() {
  let arrive: (component: ComponentType) => void = () => undefined;
  const code = new Promise<ComponentType>((resolve) => {
    arrive = resolve;
  });
  return { tab: preloadableTab(() => code), arrive };
}

describe('a tab panel', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('common');
  });

  it('opened before its code has arrived, shows its loading state, then the panel once its code is there, never suspending to its boundary', async () => {
    const { tab, arrive } = tabWithCodeOnCue();
    // React holds a suspended part's content back until 300 ms after its boundary's fallback
    // showed: a tab that suspends takes that long however soon its code comes.
    const boundaryFallbacks: string[] = [];
    const BoundaryFallback = () => {
      boundaryFallbacks.push('shown');
      return <p>Suspended</p>;
    };
    await renderFeatureSettled(
      <PartLoadBoundary retry={() => undefined} loading={<BoundaryFallback />}>
        <WhenPreloaded tab={tab} loading={<p>Loading tab</p>}>
          <tab.Panel />
        </WhenPreloaded>
      </PartLoadBoundary>,
    );
    expect(screen.getByText('Loading tab')).toBeInTheDocument();

    await act(async () => {
      arrive(TabContent);
      await Promise.resolve();
    });
    expect(await screen.findByText('Tab content')).toBeInTheDocument();
    expect(screen.queryByText('Loading tab')).not.toBeInTheDocument();
    expect(boundaryFallbacks).toEqual([]);
    expect(tab.isPreloaded()).toBe(true);
  });

  it('whose code a hover preloaded, shows the panel on its first render, without the loading state', async () => {
    const { tab, arrive } = tabWithCodeOnCue();
    arrive(TabContent);
    await tab.preload(new QueryClient());
    renderFeature(
      <WhenPreloaded tab={tab} loading={<p>Loading tab</p>}>
        <tab.Panel />
      </WhenPreloaded>,
    );
    expect(screen.getByText('Tab content')).toBeInTheDocument();
  });
});
