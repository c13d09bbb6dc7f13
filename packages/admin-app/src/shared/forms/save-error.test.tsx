import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overrides } from '@food-admin/mocks';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

afterEach(() => vi.restoreAllMocks());

/** Where a failed save shows (docs/requirements.md#req-errors-display): where the user is looking. */
describe('a failed save', () => {
  it('shows its message in the form under Save, announced, and brings it into view', async () => {
    mockServer.use(overrides.error('createRestaurant', 503, 'The database is busy, try again'));
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { user, history } = await renderApp('/admin/restaurants/new', { signedInAs: DEMO_ADMIN });
    await user.type(await screen.findByLabelText(/^name/i), 'Never stored');
    await user.type(screen.getByLabelText(/^address/i), '1 Quay');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);

    const form = screen.getByRole('form', { name: 'Add Restaurant' });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The database is busy, try again');
    // After the buttons, in reading order, and scrolled to.
    expect(save.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(scrolled.some((element) => element.contains(alert))).toBe(true);
    expect(history.location.pathname).toBe('/admin/restaurants/new');
    expect(screen.getByLabelText(/^name/i)).toHaveValue('Never stored');
  });
});
