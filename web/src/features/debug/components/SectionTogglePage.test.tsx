import { describe, expect, it, jest } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFeature } from '../../../test/render-feature';
import { answerPublicReads } from '../../landing/testing/render-section';
import { DebugDetails } from './DebugDetails';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { SectionTogglePage } from './SectionTogglePage';

function Crashing(): never {
  throw new Error('Cannot read the speakers');
}

describe('section toggle page (/safe)', () => {
  it('when opened, then only the header and the footer are on, and it links to /debug', async () => {
    answerPublicReads({});
    renderFeature(<SectionTogglePage />, { path: '/safe' });
    expect(await screen.findByRole('switch', { name: 'Header' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Footer' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Introduction' })).not.toBeChecked();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Introduction' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the debug page' })).toHaveAttribute('href', '/debug');
  });

  it('when a section is switched on, then it renders', async () => {
    answerPublicReads({});
    const user = userEvent.setup();
    renderFeature(<SectionTogglePage />, { path: '/safe' });
    await user.click(await screen.findByRole('switch', { name: 'Introduction' }));
    expect(await screen.findByRole('region', { name: 'Introduction' })).toBeInTheDocument();
  });

  it('when a section crashes, then a red box names the section and the error', () => {
    // React logs the caught error; that is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MantineProvider env="test">
        <SectionErrorBoundary title='The section "Speakers" crashed'>
          <Crashing />
        </SectionErrorBoundary>
      </MantineProvider>,
    );
    const box = screen.getByTestId('section-error');
    expect(box).toHaveTextContent('The section "Speakers" crashed');
    expect(box).toHaveTextContent('Cannot read the speakers');
  });
});

describe('debug page (/debug)', () => {
  it('when opened, then it shows success, the address, the browser agent, a timestamp and the two buttons', async () => {
    answerPublicReads({});
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFeature(<DebugDetails />, { path: '/debug' });
    expect(await screen.findByText('The app is running: routing and rendering work.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Current address' })).toBeInTheDocument();
    expect(screen.getByText(navigator.userAgent)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Timestamp' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Run console test' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('console test'));
  });
});
