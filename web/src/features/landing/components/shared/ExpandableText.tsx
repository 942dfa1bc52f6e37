import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExpandableTextProps {
  text: string;
  /** Cuts the text for the collapsed view. */
  cut: (text: string) => string;
  size?: string;
}

/** A text cut to a length with See More / See Less, shown only when the cut removes something. */
export function ExpandableText({ text, cut, size = 'sm' }: ExpandableTextProps) {
  const { t } = useTranslation('landingSections');
  const [expanded, setExpanded] = useState(false);
  const short = cut(text);
  const isCut = short !== text;
  return (
    <div>
      <Text size={size} c="dimmed" style={{ whiteSpace: 'pre-line' }}>
        {expanded || !isCut ? text : short}
      </Text>
      {isCut && (
        <Button variant="subtle" size="compact-sm" px={0} onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
          {expanded ? t('common.seeLess') : t('common.seeMore')}
        </Button>
      )}
    </div>
  );
}
