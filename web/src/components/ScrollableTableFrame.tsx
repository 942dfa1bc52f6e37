import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ScrollableTableFrameProps {
  /** Names the region for screen readers; usually the table's own label. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A table's sideways-scrolling frame. Native scrolling on a focusable, named region, so keyboard
 * users can reach and scroll what does not fit on a phone.
 */
export function ScrollableTableFrame({ label, minWidth, children }: ScrollableTableFrameProps) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
