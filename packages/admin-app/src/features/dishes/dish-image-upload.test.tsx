import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockDb, overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

// jsdom's FormData and File cannot travel through Node's Request (which MSW's XHR interceptor builds),
// so the upload is sent with Node's own FormData and File, exactly as a browser would send its own.
beforeAll(async () => {
  const nodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
  const nodeBlob = (await new Response('probe').blob()).constructor;
  vi.stubGlobal('FormData', nodeFormData);
  // The mock handler checks `instanceof Blob` on the parsed field, which is a Node Blob.
  vi.stubGlobal('Blob', nodeBlob);
});
afterAll(() => vi.unstubAllGlobals());

const png = () =>
  new NodeFile([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'dish.png', {
    type: 'image/png',
  }) as unknown as File;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

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
