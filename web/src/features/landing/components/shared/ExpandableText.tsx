import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExpandableTextProps {
  text: string;
  /** Cuts the text for the collapsed view. */
  cut: (text: string) => string;
  size?: string;
  /** Bios are secondary text on their card; an announcement or a message is the card's body. */
  dimmed?: boolean;
  /** The toggle's texts; See More / See Less when not given. */
  moreLabel?: string;
  lessLabel?: string;
  /** Called when the reader opens the full text. */
  onExpand?: () => void;
}

/** A text cut to a length with a More / Less toggle, shown only when the cut removes something. */
export function ExpandableText({ text, cut, size = 'sm', dimmed = true, moreLabel, lessLabel, onExpand }: ExpandableTextProps) {
  const { t } = useTranslation('landingSections');
  const [expanded, setExpanded] = useState(false);
  const short = cut(text);
  const isCut = short !== text;
  return (
    <div>
      <Text size={size} c={dimmed ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {expanded || !isCut ? text : short}
      </Text>
      {isCut && (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          onClick={() => {
            if (!expanded) onExpand?.();
            setExpanded(!expanded);
          }}
          aria-expanded={expanded}
        >
          {expanded ? (lessLabel ?? t('common.seeLess')) : (moreLabel ?? t('common.seeMore'))}
        </Button>
      )}
    </div>
  );
}
