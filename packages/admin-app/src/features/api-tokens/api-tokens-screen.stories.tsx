import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import {
  API_TOKEN_PATTERN,
  apiTokenHint,
  refusalBody,
  STAFF,
  type CreatedApiToken,
} from '@food-admin/api-client';
import { endpoints, handlers, mockDb, overrides, routePattern } from '@food-admin/mocks';
import { isolatedText } from '@food-admin/ui';
import { RoleGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_COURIER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectPhoneLayout, openDialogWith } from '@/stories/expectations';
import { resetMockApi } from '@/stories/mock-api';
import { apiError, apiField, apiRefusal, kit, startingWith, storyLocale, t } from '@/stories/texts';
import { ApiTokensScreen } from './api-tokens-screen';

/*
 * The API tokens page (docs/api.md#api-tokens) as the demo admin Ada Admin (user 1) sees it. The
 * fixtures hold no token: most stories start from four of hers, one in each state a list shows (live,
 * live but ending in three days, expired, revoked). The stories run at a fixed clock, so the dates
 * and "in 3 days" read the same on every run; the mock's random secret is replaced by a fixed one,
 * so the one-time reveal does too.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** What the mock answers as the new token's secret in these stories (the real one is random). */
const STORY_SECRET = 'fa_pat_Zk4uQ9mXw2Rb7TfYc1Ls8NvHd3Jp6Ge0Ao5Ki-Wq_Uy';

/** The mock's Create token, answering STORY_SECRET (and keeping its hint) instead of a random secret. */
const createWithStorySecret = http.post(routePattern(endpoints.createApiToken.path), async (info) => {
  const answer = await endpoints.createApiToken.resolve(info);
  if (answer.status !== 201) return answer;
  const { token } = (await answer.json()) as CreatedApiToken;
  const hint = apiTokenHint(STORY_SECRET);
  mockDb.apiTokens.update(token.id, { hint });
  return HttpResponse.json({ token: { ...token, hint }, secret: STORY_SECRET }, { status: 201 });
});

/** Ada's four tokens, newest first once listed: one in each state the list shows. */
function seedTokens() {
  const now = Date.now();
  const base = { userId: 1, lastUsedAt: null, revokedAt: null };
  mockDb.apiTokens.insert({
    ...base,
    name: 'Leaked laptop script',
    scopes: ['orders.view'],
    hint: 'fa_pat_Lk2q',
    createdAt: iso(now - 40 * DAY),
    expiresAt: iso(now + 50 * DAY),
    lastUsedAt: iso(now - 6 * DAY),
    revokedAt: iso(now - 5 * DAY),
  });
  mockDb.apiTokens.insert({
    ...base,
    name: 'Quarterly report',
    scopes: ['orders.view', 'refunds.approve'],
    hint: 'fa_pat_Qr7t',
    createdAt: iso(now - 30 * DAY),
    expiresAt: iso(now - 2 * DAY),
    lastUsedAt: iso(now - 3 * DAY),
  });
  mockDb.apiTokens.insert({
    ...base,
    name: 'Menu sync',
    scopes: ['menus.edit'],
    hint: 'fa_pat_Mn4s',
    createdAt: iso(now - 27 * DAY),
    expiresAt: iso(now + 3 * DAY - HOUR),
  });
  mockDb.apiTokens.insert({
    ...base,
    name: 'Nightly orders export',
    scopes: ['orders.view', 'orders.handle', 'reviews.moderate'],
    hint: 'fa_pat_Nx8e',
    createdAt: iso(now - 10 * DAY),
    expiresAt: iso(now + 80 * DAY),
    lastUsedAt: iso(now - 2 * HOUR),
  });
}

const meta = {
  title: 'App/Account/API tokens',
  component: ApiTokensScreen,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    msw: { handlers: { ...handlers, createApiToken: createWithStorySecret } },
    layout: 'fullscreen',
    matrix: {
      notApplicable: {
        'not-found': "the signed-in person's own tokens, not a record opened by id",
      },
    },
  },
  beforeEach: () => {
    resetMockApi();
    seedTokens();
  },
} satisfies Meta<typeof ApiTokensScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tokensTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: t('apiTokens.yourTokens') }));

const rowOf = async (canvasElement: HTMLElement, name: string) =>
  within(
    (await (await tokensTable(canvasElement)).findByRole('rowheader', { name: startingWith(name) })).closest(
      'tr',
    )!,
  );

/** The Create token dialog, opened from the page's button. */
async function openCreate(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('apiTokens.create') });
  return within(
    await openDialogWith(
      () => canvas.getByRole('button', { name: t('apiTokens.create') }),
      t('apiTokens.createTitle'),
    ),
  );
}

/** Names the token, keeps the 90 days and ticks View orders and Handle orders. */
async function fillCreate(dialog: ReturnType<typeof within>) {
  await userEvent.type(
    dialog.getByRole('textbox', { name: startingWith(t('apiTokens.field.name')) }),
    'Kitchen display',
  );
  await userEvent.click(dialog.getByRole('checkbox', { name: t('permissionSets.perm.ordersView') }));
  await userEvent.click(dialog.getByRole('checkbox', { name: t('permissionSets.perm.ordersHandle') }));
}

/** The list: a live token, one ending in three days, an expired one and a revoked one. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: t('apiTokens.title') }),
    ).toBeVisible();
    const nightly = await rowOf(canvasElement, 'Nightly orders export');
    await expect(nightly.getByText(t('apiTokens.state.ACTIVE'))).toBeVisible();
    await expect(
      nightly.getByRole('button', { name: t('apiTokens.revokeToken', { name: 'Nightly orders export' }) }),
    ).toBeVisible();
    const soon = await rowOf(canvasElement, 'Menu sync');
    await expect(soon.getByText(t('apiTokens.expiresSoon', { count: 3 }))).toBeVisible();
    await expect(soon.getByText(t('apiTokens.neverUsed'))).toBeVisible();
    const expired = await rowOf(canvasElement, 'Quarterly report');
    await expect(expired.getByText(t('apiTokens.state.EXPIRED'))).toBeVisible();
    await expect(expired.queryByRole('button')).toBeNull();
    const revoked = await rowOf(canvasElement, 'Leaked laptop script');
    await expect(revoked.getByText(t('apiTokens.state.REVOKED'))).toBeVisible();
  },
};

/** No token yet: what one is, and the button that makes the first. */
export const Empty: Story = {
  parameters: { matrix: { state: 'empty' } },
  beforeEach: () => {
    mockDb.apiTokens.load([]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('apiTokens.emptyTitle'))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t('apiTokens.create') })).toHaveLength(1);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The list never comes: the panel's placeholders, announced. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { myApiTokens: overrides.loading('myApiTokens') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: t('apiTokens.loading') }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The list comes late: the placeholders, then the tokens. */
export const Slow: Story = {
  parameters: {
    msw: { handlers: { myApiTokens: overrides.slow('myApiTokens') } },
    matrix: { state: 'slow' },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: t('apiTokens.loading') })).toBeVisible(),
    );
    await expect(
      await within(canvasElement).findByRole('table', { name: t('apiTokens.yourTokens') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The list failed: the server's message with Retry, in the panel; Create token stays. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: { myApiTokens: overrides.error('myApiTokens', 503, 'API tokens are unavailable') } },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(apiError(503, 'API tokens are unavailable'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: kit('retry') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('apiTokens.create') })).toBeEnabled();
  },
};

/** A courier makes no token (staff only): the route's gate says "Not allowed". */
export const NotAllowedForCourier: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_COURIER_PROFILE) }, matrix: { state: 'forbidden' } },
  render: () => (
    <RoleGate roles={STAFF}>
      <ApiTokensScreen />
    </RoleGate>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('access.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('apiTokens.create') })).toBeNull();
  },
};

/** Create token, filled in: a name, 90 days (the default) and two permissions, grouped. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await expect(dialog.getByRole('radio', { name: t('apiTokens.days', { count: 90 }) })).toBeChecked();
    await fillCreate(dialog);
    await expect(
      dialog.getByRole('group', { name: startingWith(t('permissionSets.group.platform')) }),
    ).toBeVisible();
  },
};

/** Create token sent empty: the contract's messages on the name and on the permissions. */
export const ValidationErrors: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('apiTokens.create') }));
    await expect(await dialog.findByText(apiField('Name is required'))).toBeVisible();
    await expect(dialog.getByText(apiField('Choose at least one permission'))).toBeVisible();
  },
};

/** Create token is busy until the server answers (here it never does); the dialog cannot be closed. */
export const Creating: Story = {
  parameters: {
    msw: { handlers: { createApiToken: overrides.loading('createApiToken') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fillCreate(dialog);
    await userEvent.click(dialog.getByRole('button', { name: t('apiTokens.create') }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('apiTokens.create') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(dialog.getByRole('button', { name: t('apiTokens.cancel') })).toBeDisabled();
  },
};

/** Made: the secret, this once, with Copy (which has the focus) and the warning. */
export const SecretReveal: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fillCreate(dialog);
    await userEvent.click(dialog.getByRole('button', { name: t('apiTokens.create') }));
    const reveal = within(await screen.findByRole('dialog', { name: t('apiTokens.revealTitle') }));
    const secret = reveal.getByRole('textbox', {
      name: t('apiTokens.secretLabel', { name: isolatedText('Kitchen display') }),
    });
    await expect(secret).toHaveValue(STORY_SECRET);
    await expect((secret as HTMLInputElement).value).toMatch(API_TOKEN_PATTERN);
    await expect(reveal.getByText(t('apiTokens.revealWarning'))).toBeVisible();
    await waitFor(() => expect(reveal.getByRole('button', { name: t('apiTokens.copy') })).toHaveFocus());
  },
};

/**
 * The server refuses a permission the person no longer holds (it was taken away while the dialog
 * was open): its refusal above the form, in the reader's language.
 */
export const CreateRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        createApiToken: http.post(routePattern(endpoints.createApiToken.path), () =>
          HttpResponse.json(refusalBody('API_TOKEN_SCOPE_NOT_HELD', { permission: 'orders.handle' }), {
            status: 403,
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fillCreate(dialog);
    await userEvent.click(dialog.getByRole('button', { name: t('apiTokens.create') }));
    await expect(
      await dialog.findByText(apiRefusal('API_TOKEN_SCOPE_NOT_HELD', { permission: 'orders.handle' })),
    ).toBeVisible();
  },
};

/** Revoke asks first, naming the token. */
export const RevokeConfirm: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Nightly orders export');
    const dialog = await openDialogWith(
      () => row.getByRole('button', { name: t('apiTokens.revokeToken', { name: 'Nightly orders export' }) }),
      t('apiTokens.revokeTitle'),
      'alertdialog',
    );
    await expect(dialog).toHaveAccessibleDescription(
      t('apiTokens.revokeMessage', { name: isolatedText('Nightly orders export') }),
    );
  },
};

/** Revoked: the row says so at once, without its button, and a toast names it. */
export const Revoked: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Nightly orders export');
    const dialog = await openDialogWith(
      () => row.getByRole('button', { name: t('apiTokens.revokeToken', { name: 'Nightly orders export' }) }),
      t('apiTokens.revokeTitle'),
      'alertdialog',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('apiTokens.revoke') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const revoked = await rowOf(canvasElement, 'Nightly orders export');
    await expect(await revoked.findByText(t('apiTokens.state.REVOKED'))).toBeVisible();
    await expect(revoked.queryByRole('button')).toBeNull();
  },
};

/** A phone (390x844): each token a small card, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Menu sync');
    await expectPhoneLayout(canvasElement);
  },
};

/** The one-time secret on a phone: the value over its Copy button. */
export const PhoneSecretReveal: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fillCreate(dialog);
    await userEvent.click(dialog.getByRole('button', { name: t('apiTokens.create') }));
    const reveal = within(await screen.findByRole('dialog', { name: t('apiTokens.revealTitle') }));
    await expect(reveal.getByRole('textbox')).toHaveValue(STORY_SECRET);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** In Arabic, right to left: the table mirrored, the secret's start still left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const soon = await rowOf(canvasElement, 'Menu sync');
    await expect(soon.getByText(t('apiTokens.expiresSoon', { count: 3 }))).toBeVisible();
    await expect(document.documentElement.dir).toBe(storyLocale() === 'ar' ? 'rtl' : 'ltr');
    const hint = soon.getByText('fa_pat_Mn4s…');
    await expect(hint.closest('bdi')).toHaveAttribute('dir', 'ltr');
  },
};

/** The list in the dark theme. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Quarterly report');
    await expect(document.documentElement.dataset.theme).toBe('dark');
  },
};
