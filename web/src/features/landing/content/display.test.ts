import { describe, expect, it } from '@jest/globals';
import { chunk, truncate, truncateAtWord } from './display';

describe('truncation', () => {
  it('when a text fits, then it is kept whole', () => {
    expect(truncate('short bio', 180)).toBe('short bio');
    expect(truncateAtWord('short bio', 120)).toBe('short bio');
  });

  it('when a text is longer than the limit, then it is cut to the limit with an ellipsis', () => {
    const cut = truncate('a'.repeat(200), 180);
    expect(cut).toBe(`${'a'.repeat(180)}…`);
  });

  it('when a participant bio is cut, then the cut falls on a word break', () => {
    const cut = truncateAtWord('alpha beta gamma delta', 13);
    expect(cut).toBe('alpha beta…');
  });
});

describe('chunk', () => {
  it('when a list is chunked by 5, then every chunk but the last has 5 items', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 5)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
  });
});
