import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageInput, isImageFile } from './ImageInput';

describe('ImageInput', () => {
  it('accepts image MIME types only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('refuses a non-image with a message and passes images on', () => {
    const onFileSelect = vi.fn();
    const { container } = render(<ImageInput label="Logo" onFileSelect={onFileSelect} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file');
    expect(onFileSelect).not.toHaveBeenCalled();
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(onFileSelect).toHaveBeenCalledWith(png);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
