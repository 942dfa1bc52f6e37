import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFeature } from '../../../test/render-feature';
import { ListPagination } from './ListPagination';

// Pagination makes no requests: MSW answers none, so any request would fail the test.
async function renderPagination(total: number, onChange: (page: number) => void = () => undefined) {
  renderFeature(
    <>
      <h1>Things</h1>
      <ListPagination total={total} pageSize={25} page={1} onChange={onChange} label="Pages of things" />
    </>,
  );
  await screen.findByRole('heading', { name: 'Things' });
}

describe('ListPagination', () => {
  it('when every item fits on one page, then there are no page links', async () => {
    await renderPagination(25);
    expect(screen.queryByLabelText('Pages of things')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
  });

  it('when there are more items than a page holds, then the named page links offer each page and choosing one reports it', async () => {
    const onChange = jest.fn();
    await renderPagination(51, onChange);
    expect(screen.getByLabelText('Pages of things')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '4' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('names the previous and next page buttons for screen readers', async () => {
    const onChange = jest.fn();
    await renderPagination(51, onChange);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
