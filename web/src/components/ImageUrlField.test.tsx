import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizer } from '../test/fixtures';
import { renderApp, signInAs } from '../test/render-app';
import { ImageUrlField } from './ImageUrlField';

// fetch is stubbed: only the signed-in user is answered; the upload flow has its own tests.
function Field({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ImageUrlField
      label="Photo"
      value={value}
      uploadType="speaker"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ImageUrlField', () => {
  it('when an address is pasted, then it is the value and its preview shows; the Upload photo control is there too', async () => {
    signInAs(organizer);
    const onChange = jest.fn();
    renderApp('/', { routes: [{ path: '/', element: <Field onChange={onChange} /> }] });
    const input = await screen.findByRole('textbox', { name: 'Photo' });
    expect(screen.getByText('Upload photo')).toBeInTheDocument();
    await userEvent.type(input, '/media/2026/a.png');
    expect(onChange).toHaveBeenLastCalledWith('/media/2026/a.png');
    expect(screen.getByRole('img', { name: 'Preview of Photo' })).toHaveAttribute('src', '/media/2026/a.png');
  });
});
