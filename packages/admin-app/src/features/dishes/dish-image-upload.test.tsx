import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockDb, overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend } from '@/test/render-app';
import { fileInput, pngFile, withNodeFormData } from '@/shared/uploads/upload-test-files';

setupMockBackend();
withNodeFormData();

const png = () => pngFile('dish.png');

describe('dish image upload', () => {
  it('uploads an image and saves its URL with the dish', async () => {
    const { user, history } = await renderApp('/admin/menus/1/dishes/new', { signedInAs: DEMO_ADMIN });
    await user.type(await screen.findByLabelText(/^name/i), 'Pizza Bianca');
    await user.type(screen.getByLabelText(/^price/i), '11');
    await user.upload(fileInput(), png());
    const urlField = screen.getByLabelText<HTMLInputElement>(/image url/i);
    await waitFor(() => expect(urlField.value).toMatch(/^https?:\/\//));
    const url = urlField.value;
    expect(screen.getByRole('img', { name: /preview/i })).toHaveAttribute('src', url);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/menus/1/dishes'));
    expect(mockDb.dishes.all().find((dish) => dish.name === 'Pizza Bianca')?.imageUrl).toBe(url);
  });

  it("shows 'Image upload failed' with the reason, and logs it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(overrides.error('uploadImage', 413, 'Image is larger than 5 MB'));
    const { user } = await renderApp('/admin/menus/1/dishes/new', { signedInAs: DEMO_ADMIN });
    await screen.findByLabelText(/^name/i);
    await user.upload(fileInput(), png());
    expect(await screen.findByText('Image upload failed: Image is larger than 5 MB')).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Image upload failed', expect.anything());
    expect(screen.getByLabelText(/image url/i)).toHaveValue('');
    logged.mockRestore();
  });

  it('accepts image files only', async () => {
    await renderApp('/admin/menus/1/dishes/new', { signedInAs: DEMO_ADMIN });
    await screen.findByLabelText(/^name/i);
    const before = mockDb.uploads.count();
    // The picker's accept="image/*" can be bypassed (drag and drop, "All files"): the input itself refuses.
    fireEvent.change(fileInput(), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Please choose an image file')).toBeVisible();
    expect(mockDb.uploads.count()).toBe(before);
  });
});
