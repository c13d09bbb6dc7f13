import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';
import { pictureDataUrl } from '../../stories/fixtures';
import { ImageInput } from './ImageInput';

const meta = {
  title: 'Forms/ImageInput',
  tags: ['autodocs'],
  component: ImageInput,
  args: { label: 'Dish image', onFileSelect: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithPreview: Story = { args: { value: pictureDataUrl('Margherita', '#ef4444', '#7f1d1d') } };

export const Uploading: Story = {
  args: { value: pictureDataUrl('Margherita', '#ef4444', '#7f1d1d'), progress: 0.42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '42');
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeDisabled();
  },
};

export const UploadError: Story = { args: { error: 'Image upload failed' } };

/** A file above the upload cap, refused before it is sent: the message names the limit. */
export const TooLarge: Story = {
  args: { error: 'Images must be at most 5 MB: choose a smaller one.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Images must be at most 5 MB');
  },
};

/** Only image files are accepted: a PDF is refused with a message and never reaches onFileSelect. */
export const RejectsNonImages: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/Dish image/, { selector: 'input' });
    // Bypass the accept filter as a drag-and-drop or a permissive OS picker would.
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    (input as HTMLInputElement).files = transfer.files;
    fireEvent.change(input);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose an image file');
    await expect(args.onFileSelect).not.toHaveBeenCalled();
    await userEvent.upload(input, new File(['png'], 'dish.png', { type: 'image/png' }));
    await expect(args.onFileSelect).toHaveBeenCalledOnce();
  },
};

/** The app's flow: select, upload with progress, preview the uploaded URL. */
export const SimulatedUpload: Story = {
  render: function Simulated(args) {
    const [url, setUrl] = useState<string | null>(null);
    const [progress, setProgress] = useState<number | null>(null);
    return (
      <ImageInput
        {...args}
        value={url}
        progress={progress}
        onClear={() => setUrl(null)}
        onFileSelect={(file) => {
          args.onFileSelect(file);
          let done = 0;
          const timer = setInterval(() => {
            done += 0.25;
            setProgress(Math.min(done, 1));
            if (done >= 1) {
              clearInterval(timer);
              setProgress(null);
              setUrl(URL.createObjectURL(file));
            }
          }, 150);
        }}
      />
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
