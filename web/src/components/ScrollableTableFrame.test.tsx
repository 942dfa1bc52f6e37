import { describe, expect, it } from '@jest/globals';
import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFeature } from '../test/render-feature';
import { ScrollableTableFrame } from './ScrollableTableFrame';

describe('ScrollableTableFrame', () => {
  it('when a wide table scrolls sideways on a phone, then keyboard users can tab to its named region to scroll it', async () => {
    renderFeature(
      <ScrollableTableFrame label="Emails sent" minWidth={760}>
        <Table aria-label="Emails sent">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>ana@stanford.edu</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollableTableFrame>,
    );
    await screen.findByRole('region', { name: 'Emails sent' });

    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Emails sent' })).toHaveFocus();
  });
});
