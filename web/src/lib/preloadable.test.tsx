import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType } from 'react';
import { PartLoadBoundary } from '../components/PartLoadBoundary';
import { i18n } from '../i18n';
import { renderFeatureSettled } from '../test/render-feature';
import { preloadable } from './preloadable';

const TabContent: ComponentType = () => <p>Tab content</p>;
const offlineImport = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** The part as a dashboard shows a tab: inside its load boundary, with what shows while it loads. */
async function renderPart(load: () => Promise<ComponentType>) {
  const { Component, preload } = preloadable(load);
  await renderFeatureSettled(
    <PartLoadBoundary retry={preload} loading={<p>Loading tab</p>}>
      <Component />
    </PartLoadBoundary>,
  );
}

describe('a preloadable part whose code cannot be fetched (offline)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('common');
  });

  it('when its code fails to load, then it says so once, with Try again, instead of fetching again on every render', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Offline at first, back online for Try again.
    const load = jest.fn(() => (load.mock.calls.length === 1 ? offlineImport() : Promise.resolve(TabContent)));
    await renderPart(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not load');
    expect(load).toHaveBeenCalledTimes(1);

    const user = userEvent.setup();
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Tab content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when offline, then the message says to check the connection', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPart(offlineImport);
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline. Check your connection, then try again.');
  });
});
