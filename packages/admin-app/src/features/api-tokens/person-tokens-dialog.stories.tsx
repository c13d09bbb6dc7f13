import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockDb, overrides } from '@food-admin/mocks';
import { isolatedText } from '@food-admin/ui';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { openDialogWith } from '@/stories/expectations';
import { mockApiParameters, resetMockApi } from '@/stories/mock-api';
import { apiError, apiRefusal, kit, startingWith, t } from '@/stories/texts';
import { PersonTokensDialog } from './person-tokens-dialog';

/*
 * A person's API tokens, as the Users page opens them from the person's details for whoever holds
 * users.manage platform-wide (docs/api.md#api-tokens): here the demo admin looking at Oscar Owner's
 * (user 2), a live one and a revoked one, at the stories' fixed clock.
 */

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const OSCAR = { id: 2, name: isolatedText('Oscar Owner') };

function seedOscarsTokens() {
  const now = Date.now();
  const base = { userId: 2, lastUsedAt: null, revokedAt: null };
  mockDb.apiTokens.insert({
    ...base,
    name: 'Old POS bridge',
    scopes: ['orders.view'],
    hint: 'fa_pat_Po3b',
    createdAt: iso(now - 60 * DAY),
    expiresAt: iso(now + 30 * DAY),
    revokedAt: iso(now - 20 * DAY),
  });
  mockDb.apiTokens.insert({
    ...base,
    name: 'Menu importer',
    scopes: ['menus.edit', 'restaurants.edit'],
    hint: 'fa_pat_Mi9k',
    createdAt: iso(now - 12 * DAY),
    expiresAt: iso(now + 18 * DAY),
    lastUsedAt: iso(now - 4 * DAY),
  });
}

const meta = {
  title: 'App/Pages/User API tokens',
  component: PersonTokensDialog,
  decorators: [withPage],
  loaders: [loadPageRouter],
  args: { person: OSCAR, onClose: fn() },
  parameters: {
    ...mockApiParameters,
    layout: 'fullscreen',
    matrix: {
      notApplicable: { validation: 'no form: Revoke only asks to confirm' },
    },
  },
  beforeEach: () => {
    resetMockApi();
    seedOscarsTokens();
  },
} satisfies Meta<typeof PersonTokensDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (name = OSCAR.name) =>
  within(await screen.findByRole('dialog', { name: t('apiTokens.ofUser.title', { name }) }));

const revokeButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: t('apiTokens.revokeToken', { name: 'Menu importer' }) });

/** Oscar's two tokens: the live one with Revoke, the revoked one without. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async () => {
    const dialog = await dialogOf();
    const live = (await dialog.findByRole('rowheader', { name: startingWith('Menu importer') })).closest(
      'tr',
    )!;
    await expect(within(live).getByText(t('apiTokens.state.ACTIVE'))).toBeVisible();
    await expect(revokeButton(dialog)).toBeVisible();
    const old = dialog.getByRole('rowheader', { name: startingWith('Old POS bridge') }).closest('tr')!;
    await expect(within(old).queryByRole('button')).toBeNull();
  },
};

export const NoTokens: Story = {
  parameters: { matrix: { state: 'empty' } },
  beforeEach: () => {
    mockDb.apiTokens.load([]);
  },
  play: async () => {
    const dialog = await dialogOf();
    await expect(await dialog.findByText(t('apiTokens.ofUser.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { userApiTokens: overrides.loading('userApiTokens') } },
    matrix: { state: 'loading' },
  },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('status', { name: t('apiTokens.ofUser.loading') })).toBeVisible();
  },
};

export const Slow: Story = {
  parameters: {
    msw: { handlers: { userApiTokens: overrides.slow('userApiTokens') } },
    matrix: { state: 'slow' },
  },
  play: async () => {
    const dialog = await dialogOf();
    await waitFor(() =>
      expect(dialog.getByRole('status', { name: t('apiTokens.ofUser.loading') })).toBeVisible(),
    );
    await expect(
      await dialog.findByRole('rowheader', { name: startingWith('Menu importer') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The list failed: the server's message, with Retry. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: { userApiTokens: overrides.error('userApiTokens', 503, 'API tokens are unavailable') },
    },
    matrix: { state: 'error' },
  },
  play: async () => {
    const dialog = await dialogOf();
    await expect(await dialog.findByText(apiError(503, 'API tokens are unavailable'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: kit('retry') })).toBeEnabled();
  },
};

/**
 * Someone without users.manage platform-wide (a restaurant owner, who never sees the button): the
 * API refuses, and the dialog says so without Retry.
 */
export const NotAllowedForOwner: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  beforeEach: () => {
    mockDb.actor = DEMO_OWNER_PROFILE.email;
  },
  play: async () => {
    const dialog = await dialogOf();
    // Holding nothing platform-wide, the owner is refused as anyone but staff is.
    await expect(await dialog.findByText(apiRefusal('ADMIN_REQUIRED'))).toBeVisible();
    await expect(dialog.queryByRole('button', { name: kit('retry') })).toBeNull();
  },
};

/** An id that is no account: the server's "User not found", without Retry. */
export const NotFound: Story = {
  args: { person: { id: 9999, name: isolatedText('Nobody') } },
  parameters: { matrix: { state: 'not-found' } },
  play: async () => {
    const dialog = await dialogOf(isolatedText('Nobody'));
    await expect(await dialog.findByText(apiError(404, 'User not found'))).toBeVisible();
    await expect(dialog.queryByRole('button', { name: kit('retry') })).toBeNull();
  },
};

/** Revoke asks first; Confirm is busy until the server answers (here it never does). */
export const Revoking: Story = {
  parameters: {
    msw: { handlers: { revokeUserApiToken: overrides.loading('revokeUserApiToken') } },
    matrix: { state: 'submitting' },
  },
  play: async () => {
    const dialog = await dialogOf();
    await dialog.findByRole('rowheader', { name: startingWith('Menu importer') });
    const confirm = await openDialogWith(
      () => revokeButton(dialog),
      t('apiTokens.revokeTitle'),
      'alertdialog',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t('apiTokens.revoke') }));
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: t('apiTokens.revoke') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** Revoked: the row says so. */
export const Revoked: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await dialog.findByRole('rowheader', { name: startingWith('Menu importer') });
    const confirm = await openDialogWith(
      () => revokeButton(dialog),
      t('apiTokens.revokeTitle'),
      'alertdialog',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t('apiTokens.revoke') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const row = dialog.getByRole('rowheader', { name: startingWith('Menu importer') }).closest('tr')!;
    await expect(await within(row).findByText(t('apiTokens.state.REVOKED'))).toBeVisible();
  },
};

/** A phone (390x844): each token a small card inside the dialog. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async () => {
    const dialog = await dialogOf();
    await dialog.findByRole('rowheader', { name: startingWith('Menu importer') });
    // (The page behind the dialog is hidden from the accessibility tree: its menu button is not found.)
    await expect(window.innerWidth).toBe(390);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
