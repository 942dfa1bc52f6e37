import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { truncate } from '../../../landing/content/display';

export interface ExpandableMessageProps {
  text: string;
  /** Characters shown while collapsed. */
  previewChars: number;
  moreLabel: string;
  lessLabel: string;
}

/** A text cut to `previewChars` with a toggle, shown only when the cut removes something. */
export function ExpandableMessage({ text, previewChars, moreLabel, lessLabel }: ExpandableMessageProps) {
  const [expanded, setExpanded] = useState(false);
  const preview = truncate(text, previewChars);
  const isCut = preview !== text;
  return (
    <div>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {expanded || !isCut ? text : preview}
      </Text>
      {isCut && (
        <Button variant="subtle" size="compact-sm" px={0} onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
          {expanded ? lessLabel : moreLabel}
        </Button>
      )}
    </div>
  );
}
