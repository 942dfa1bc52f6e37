import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organizer } from '../test/fixtures';
import { renderFeature, signInOnApiServer } from '../test/render-feature';
import { ImageUrlField } from './ImageUrlField';

// MSW answers only the signed-in user (any other request fails the test); the upload flow has its own tests.
function Field({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
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
  it('when an image was uploaded, then its preview shows with Upload photo and Remove, and no address can be pasted', async () => {
    signInOnApiServer(organizer);
    const onChange = jest.fn();
    renderFeature(<Field initial="/media/2026/a.png" onChange={onChange} />);

    expect(await screen.findByRole('img', { name: 'Preview of Photo' })).toHaveAttribute('src', '/media/2026/a.png');
    expect(screen.getByText('Upload photo')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/paste/i)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('img', { name: 'Preview of Photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Photo' })).not.toBeInTheDocument();
  });
});
