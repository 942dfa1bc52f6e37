import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { BelowFirstScreen, mountPartsBelowFirstScreenInTurn } from './BelowFirstScreen';

const PARTS = ['Password', 'Your data', 'Who looked'];

/** A part that notes, as React inserts it, which parts the page already shows. */
function Part({ name, seen }: { name: string; seen: Map<string, string[]> }) {
  useLayoutEffect(() => {
    seen.set(name, PARTS.filter((other) => screen.queryByText(other) !== null));
  }, [name, seen]);
  return <p>{name}</p>;
}

function Page({ seen, parts = PARTS }: { seen: Map<string, string[]>; parts?: string[] }) {
  return (
    <main>
      <h1>Profile</h1>
      {parts.map((name) => (
        <BelowFirstScreen key={name}>
          <Part name={name} seen={seen} />
        </BelowFirstScreen>
      ))}
    </main>
  );
}

// The order matters: the module's mode is the page's, set once as a dashboard starts and ended by the visitor's first input.
describe('parts below a dashboard\'s first screen', () => {
  it('render with their parent on a page that did not open as a dashboard (other pages, tests)', () => {
    render(<Page seen={new Map()} />);
    for (const name of PARTS) expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('on the screen a dashboard opens with, come after the first screen, one at a time in the page\'s order', async () => {
    mountPartsBelowFirstScreenInTurn();
    const seen = new Map<string, string[]>();
    render(<Page seen={seen} />);
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Password')).not.toBeInTheDocument();

    expect(await screen.findByText('Who looked')).toBeInTheDocument();
    // Each was inserted in a commit of its own, after the ones above it.
    expect(Object.fromEntries(seen)).toEqual({
      Password: ['Password'],
      'Your data': ['Password', 'Your data'],
      'Who looked': ['Password', 'Your data', 'Who looked'],
    });
  });

  it('do not wait for a part that left the page before its turn', async () => {
    const seen = new Map<string, string[]>();
    const { rerender } = render(<Page seen={seen} />);
    rerender(<Page seen={seen} parts={['Password', 'Who looked']} />);
    expect(await screen.findByText('Who looked')).toBeInTheDocument();
    expect(screen.queryByText('Your data')).not.toBeInTheDocument();
  });

  it('render with their parent once the visitor has done something: a tab opened later shows whole', () => {
    act(() => {
      fireEvent.pointerMove(window);
    });
    render(<Page seen={new Map()} />);
    for (const name of PARTS) expect(screen.getByText(name)).toBeInTheDocument();
  });
});
