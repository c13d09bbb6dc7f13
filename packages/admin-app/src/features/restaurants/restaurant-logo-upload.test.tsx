import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockDb, overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, DEMO_OWNER, mockServer, renderApp, setupMockBackend } from '@/test/render-app';
import { MAX_UPLOAD_BYTES } from '@food-admin/api-client';
import { fileInput, pngFile, pngFileOfSize, withNodeFormData } from '@/shared/uploads/upload-test-files';

setupMockBackend();
withNodeFormData();

const logoUrlField = () => screen.getByLabelText<HTMLInputElement>(/^logo url/i);

describe('restaurant logo upload', () => {
  it('uploads a logo and saves its URL with a new restaurant', async () => {
    const { user, history } = await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN });
    await user.type(await screen.findByLabelText(/^name/i), 'Casa Nueva');
    await user.type(screen.getByLabelText(/^address/i), 'Calle Mayor 3');
    await user.upload(fileInput(), pngFile('logo.png'));
    await waitFor(() => expect(logoUrlField().value).toMatch(/^https?:\/\//));
    const url = logoUrlField().value;
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', url);
    expect(screen.getByRole('button', { name: /replace image/i })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(mockDb.restaurants.all().find((row) => row.name === 'Casa Nueva')?.logoUrl).toBe(url);
  });

  it("lets an owner replace their restaurant's logo", async () => {
    const { user, history } = await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_OWNER });
    await screen.findByDisplayValue('Trattoria Bella Vista');
    const before = logoUrlField().value;
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', before);
    await user.upload(fileInput(), pngFile('new-logo.png'));
    await waitFor(() => expect(logoUrlField().value).not.toBe(before));
    const url = logoUrlField().value;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(mockDb.restaurants.find(1)?.logoUrl).toBe(url);
  });

  it('keeps Save disabled while the logo uploads, with its progress', async () => {
    mockServer.use(overrides.loading('uploadImage'));
    const { user } = await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN });
    await screen.findByLabelText(/^name/i);
    await user.upload(fileInput(), pngFile('logo.png'));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(logoUrlField()).toBeDisabled();
  });

  it('refuses an image above 5 MB before sending it, naming the limit', async () => {
    const sent = vi.fn();
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/uploads') sent();
    });
    const { user } = await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN });
    await screen.findByDisplayValue('Trattoria Bella Vista');
    const before = logoUrlField().value;
    await user.upload(fileInput(), pngFileOfSize(MAX_UPLOAD_BYTES + 1));
    expect(await screen.findByText('Images must be at most 5 MB: choose a smaller one.')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
    expect(logoUrlField()).toHaveValue(before);
    mockServer.events.removeAllListeners('request:start');
  });

  it("shows 'Image upload failed' with the reason and keeps the old logo", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(overrides.error('uploadImage', 413, 'Image is larger than 5 MB'));
    const { user } = await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN });
    await screen.findByDisplayValue('Trattoria Bella Vista');
    const before = logoUrlField().value;
    await user.upload(fileInput(), pngFile('huge.png'));
    expect(await screen.findByText('Image upload failed: Image is larger than 5 MB')).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Image upload failed', expect.anything());
    expect(logoUrlField()).toHaveValue(before);
    logged.mockRestore();
  });

  it('accepts image files only', async () => {
    await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN });
    await screen.findByLabelText(/^name/i);
    const uploads = mockDb.uploads.count();
    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Please choose an image file')).toBeVisible();
    expect(mockDb.uploads.count()).toBe(uploads);
  });

  it('Remove clears the logo, and the restaurant is saved without one', async () => {
    const { user, history } = await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN });
    await screen.findByDisplayValue('Trattoria Bella Vista');
    const form = screen.getByRole('form', { name: 'Edit Restaurant' });
    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(logoUrlField()).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/restaurants'));
    expect(mockDb.restaurants.find(1)?.logoUrl ?? null).toBeNull();
  });
});
