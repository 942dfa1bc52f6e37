import { expect, test } from '@jest/globals';
import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { theme } from '../theme';

/*
 * Mantine's useId is patched (patches/@mantine__hooks@*.patch) to keep React's own id rather than
 * swap in a random one after mount, which renders every field, tab and popover of a first screen
 * a second time in the same task.
 */
test('a Mantine field renders once as it mounts, its label tied to its input by the id it started with', () => {
  const phases: string[] = [];
  render(
    <MantineProvider theme={theme}>
      <Profiler id="field" onRender={(_id, phase) => phases.push(phase)}>
        <TextInput label="First name(s)" />
      </Profiler>
    </MantineProvider>,
  );

  expect(phases).toEqual(['mount']);
  const input = screen.getByLabelText('First name(s)');
  expect(input.id).toMatch(/^mantine-/);
  expect(document.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
});
