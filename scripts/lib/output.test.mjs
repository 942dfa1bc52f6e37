import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDuration } from './output.mjs';

test('a duration under a minute is given in seconds with a tenth', () => {
  assert.equal(formatDuration(5_300), '5.3 s');
  assert.equal(formatDuration(59_900), '59.9 s');
});

test('a longer duration is given in minutes and whole seconds, never 60 of them', () => {
  assert.equal(formatDuration(61_000), '1 min 1 s');
  assert.equal(formatDuration(59_960), '1 min 0 s');
  assert.equal(formatDuration(599_600), '10 min 0 s');
  assert.equal(formatDuration(536_400), '8 min 56 s');
});
