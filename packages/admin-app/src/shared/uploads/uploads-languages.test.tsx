import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend } from '@/test/render-app';
import { fileInput, pngFile, withNodeFormData } from './upload-test-files';

setupMockBackend();
withNodeFormData();

describe('image fields in French and Arabic', () => {
  it('explains the address field in French', async () => {
    await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN, locale: 'fr' });
    expect(
      await screen.findByText("Rempli par l'envoi ; vous pouvez aussi coller une adresse http(s)."),
    ).toBeVisible();
  });

  it('says a failed upload in Arabic, with the reason', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(overrides.error('uploadImage', 413, 'Image is larger than 5 MB'));
    const { user } = await renderApp('/admin/restaurants/1/edit', { signedInAs: DEMO_ADMIN, locale: 'ar' });
    await screen.findByDisplayValue('Trattoria Bella Vista');
    await user.upload(fileInput(), pngFile('huge.png'));
    expect(await screen.findByText(/^تعذّر رفع الصورة: /)).toBeVisible();
    logged.mockRestore();
  });
});
