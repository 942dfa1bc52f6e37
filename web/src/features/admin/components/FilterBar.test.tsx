import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizer } from '../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { FilterBar, type FilterField } from './FilterBar';

// MSW answers only the signed-in user (any other request fails the test); the bar itself makes no requests. The bar's own
// copy (landmark name, Any, Clear filters) comes from the namespace: here the feedback inbox's.
interface Values {
  search: string;
  place: string;
  status: string;
  mine: string;
}

const EMPTY: Values = { search: '', place: '', status: '', mine: '' };

const FIELDS: FilterField<keyof Values>[] = [
  { kind: 'search', name: 'search', label: 'Search', placeholder: 'Name or email', span: 12 },
  { kind: 'text', name: 'place', label: 'Place', placeholder: 'e.g. Oaxaca', span: 6 },
  { kind: 'select', name: 'status', label: 'Status', options: [{ value: 'OPEN', label: 'Open' }], span: 6 },
  { kind: 'checkbox', name: 'mine', label: 'Only mine', span: 6 },
];

function Bar({ initial }: { initial: Values }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FilterBar namespace="adminAnnouncements" fields={FIELDS} value={value} empty={EMPTY} onChange={setValue} />
      <output aria-label="Current filters">{JSON.stringify(value)}</output>
    </>
  );
}

function renderBar(initial: Values) {
  signInOnApiServer(organizer);
  renderFeature(<Bar initial={initial} />);
}

describe('FilterBar', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when nothing is filtered, then the fields sit in a named search landmark, the select offers Any and there is no clear button', async () => {
    renderBar(EMPTY);
    const bar = await screen.findByRole('search', { name: 'Filter feedback' });
    expect(within(bar).getByRole('textbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Name or email');
    expect(within(bar).getByRole('textbox', { name: 'Place' })).toHaveAttribute('placeholder', 'e.g. Oaxaca');
    await userEvent.click(within(bar).getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Any' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('when a field is typed in and a select is chosen, then the values change; Clear filters blanks them all and goes away', async () => {
    renderBar(EMPTY);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Place' }), 'Oax');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open' }));
    expect(screen.getByLabelText('Current filters')).toHaveTextContent(JSON.stringify({ search: '', place: 'Oax', status: 'OPEN', mine: '' }));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Current filters')).toHaveTextContent(JSON.stringify(EMPTY));
    expect(screen.getByRole('textbox', { name: 'Place' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('when a checkbox filter is ticked, then its value is "true", and unticking blanks it', async () => {
    renderBar(EMPTY);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Only mine' }));
    expect(screen.getByLabelText('Current filters')).toHaveTextContent(JSON.stringify({ ...EMPTY, mine: 'true' }));
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only mine' }));
    expect(screen.getByLabelText('Current filters')).toHaveTextContent(JSON.stringify(EMPTY));
  });

  it('on a phone, only the search box shows until Filters is pressed, and Filters counts the filters set behind it', async () => {
    const original = window.matchMedia;
    jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: query.startsWith('(max-width') }));
    renderBar({ ...EMPTY, status: 'OPEN' });
    const bar = await screen.findByRole('search', { name: 'Filter feedback' });
    expect(within(bar).getByRole('textbox', { name: 'Search' })).toBeVisible();
    const more = within(bar).getByRole('button', { name: 'Filters (1 set)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(bar).queryByRole('textbox', { name: 'Place' })).not.toBeInTheDocument();

    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(await within(bar).findByRole('textbox', { name: 'Place' }), 'Oax');
    expect(screen.getByLabelText('Current filters')).toHaveTextContent(JSON.stringify({ ...EMPTY, status: 'OPEN', place: 'Oax' }));
    expect(more).toHaveAccessibleName('Filters (2 set)');
  });
});
