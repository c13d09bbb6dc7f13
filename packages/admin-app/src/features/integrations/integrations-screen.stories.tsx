import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { WebhookEndpointWithSecret } from '@food-admin/api-client';
import { endpoints, handlers, mockDb, overrides, routePattern } from '@food-admin/mocks';
import { ltrText } from '@food-admin/ui';
import { PermissionGate } from '@/features/auth';
import { loadPageRouter, withPage } from '@/stories/page-decorator';
import { DEMO_OWNER_PROFILE, fakeAuth } from '@/stories/fake-auth';
import { expectNotAllowed, expectPhoneLayout, expectRetryableError, pickFacet } from '@/stories/expectations';
import { resetMockApi } from '@/stories/mock-api';
import { StatefulSearch } from '@/stories/stateful-search';
import { ANY, apiError, apiRefusal, kit, like, startingWith, storyLocale, t } from '@/stories/texts';
import type { ListSearch } from '@/shared/lists/list-search';
import { IntegrationsScreen } from './integrations-screen';

/*
 * The Integrations page (docs/api.md#webhooks) over the mocks' webhook fixtures
 * (mocks/src/fixtures/webhooks.ts): a POS endpoint, enabled and ordered, whose deliveries succeeded,
 * retry and failed, and an accounting endpoint the platform disabled after its receiver answered
 * 410 Gone. The mocks' random signing secrets are replaced by a fixed one, so the one-time reveal
 * reads the same on every run.
 */

function IntegrationsPage({ initial }: { initial: ListSearch }) {
  return <StatefulSearch initial={initial} render={(props) => <IntegrationsScreen {...props} />} />;
}

const POS = 'https://pos.trattoria.example/hooks/orders';
const ACCOUNTING = 'https://books.accounting.example/webhooks';
const url = (address: string) => ltrText(address);
/** A card's button, named by its text and the endpoint's address ("Pause: https://…"). */
const actionOn = (key: Parameters<typeof t>[0], address: string) =>
  t('integrations.actionFor', { action: t(key), url: url(address) });

/** What the mocks answer as a new or rotated secret in these stories (theirs are random). */
const STORY_SECRET = 'whsec_c3RvcnktY2FudC1zaWduLWFueXRoaW5nLXJlYWwtMDEyMzQ1Ng==';

/** A mock that answers a secret (Add endpoint, Rotate), answering and keeping STORY_SECRET instead. */
const withStorySecret = (key: 'createWebhook' | 'rotateWebhookSecret') =>
  http.post(routePattern(endpoints[key].path), async (info) => {
    const answer = await endpoints[key].resolve(info);
    if (!answer.ok) return answer;
    const { endpoint } = (await answer.json()) as WebhookEndpointWithSecret;
    mockDb.webhookEndpoints.setBeside(endpoint.id, { secret: STORY_SECRET });
    return HttpResponse.json({ endpoint, secret: STORY_SECRET }, { status: answer.status });
  });

const meta = {
  title: 'App/Pages/Integrations',
  component: IntegrationsPage,
  decorators: [withPage],
  loaders: [loadPageRouter],
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        createWebhook: withStorySecret('createWebhook'),
        rotateWebhookSecret: withStorySecret('rotateWebhookSecret'),
      },
    },
    layout: 'fullscreen',
    matrix: {
      notApplicable: { 'not-found': 'one page for the whole platform: its address names no record' },
    },
  },
  beforeEach: resetMockApi,
  args: { initial: {} },
} satisfies Meta<typeof IntegrationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An endpoint's card, found by its address. */
const card = async (canvasElement: HTMLElement, address: string) =>
  within(await within(canvasElement).findByRole('article', { name: address }));

const logTable = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: t('integrations.log.title') }));

/** The button that opens a logged delivery of `event`, whenever it was made. */
const openButton = (event: string) => like(t('integrations.log.open', { event, time: ANY }));

/** Add endpoint's dialog, opened from the page's header. */
async function openAddDialog(canvasElement: HTMLElement) {
  const header = within(canvasElement.querySelector('.fa-page__header') as HTMLElement);
  await userEvent.click(await header.findByRole('button', { name: t('integrations.addEndpoint') }));
  return within(await screen.findByRole('dialog', { name: t('integrations.createTitle') }));
}

/** Fills Add endpoint's form with an address and one event. */
async function fillEndpoint(dialog: ReturnType<typeof within>, address: string) {
  await userEvent.type(
    dialog.getByRole('textbox', { name: startingWith(t('integrations.field.url')) }),
    address,
  );
  await userEvent.click(dialog.getByRole('checkbox', { name: 'order.created' }));
}

/** Both endpoints, the disabled one's banner, and the log newest first. */
export const Populated: Story = {
  parameters: { matrix: { state: 'default' } },
  play: async ({ canvasElement }) => {
    const pos = await card(canvasElement, POS);
    await expect(pos.getByText(t('integrations.endpointStatus.enabled'))).toBeVisible();
    await expect(pos.getByText(t('integrations.ordered'))).toBeVisible();
    await expect(pos.getByText(t('integrations.eventCount', { count: 3 }))).toBeVisible();
    await expect(pos.getByText('order.status_changed')).toBeVisible();
    const accounting = await card(canvasElement, ACCOUNTING);
    await expect(accounting.getByText(t('integrations.endpointStatus.autoDisabled'))).toBeVisible();
    const table = await within(canvasElement).findByRole('table', { name: t('integrations.log.title') });
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: openButton(ANY) })).toHaveLength(4),
    );
  },
};

/** The endpoint the platform disabled: why, with Enable again and Redeliver failed since… */
export const AutoDisabledBanner: Story = {
  play: async ({ canvasElement }) => {
    const accounting = await card(canvasElement, ACCOUNTING);
    const banner = within(accounting.getByRole('alert'));
    await expect(banner.getByText(t('integrations.disabledTitle'))).toBeVisible();
    await expect(
      banner.getByText(t('integrations.disabledReason', { reason: 'the receiver answered 410 Gone' })),
    ).toBeVisible();
    await expect(
      banner.getByRole('button', { name: actionOn('integrations.enableAgain', ACCOUNTING) }),
    ).toBeVisible();
    await expect(
      banner.getByRole('button', { name: actionOn('integrations.redeliverSince', ACCOUNTING) }),
    ).toBeVisible();
  },
};

/** Enable again: the endpoint sends again, its banner goes, and a toast says its deliveries go out. */
export const EnableAgain: Story = {
  play: async ({ canvasElement }) => {
    const accounting = await card(canvasElement, ACCOUNTING);
    await userEvent.click(
      accounting.getByRole('button', { name: actionOn('integrations.enableAgain', ACCOUNTING) }),
    );
    await expect(
      await screen.findByText(t('integrations.enabledToast', { url: url(ACCOUNTING) })),
    ).toBeInTheDocument();
    await waitFor(() => expect(accounting.queryByRole('alert')).toBeNull());
    await expect(accounting.getByText(t('integrations.endpointStatus.enabled'))).toBeVisible();
  },
};

/** Redeliver failed since…: the time, a day ago by default. */
export const RedeliverSinceDialog: Story = {
  play: async ({ canvasElement }) => {
    const accounting = await card(canvasElement, ACCOUNTING);
    await userEvent.click(
      accounting.getByRole('button', { name: actionOn('integrations.redeliverSince', ACCOUNTING) }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: t('integrations.redeliverTitle') }));
    await expect(dialog.getByLabelText(startingWith(t('integrations.field.since')))).toHaveValue(
      '2026-11-19T10:00',
    );
    await expect(dialog.getByRole('button', { name: t('integrations.redeliver') })).toBeEnabled();
  },
};

/** No endpoint yet: one sentence on what webhooks do, and Add endpoint. */
export const Empty: Story = {
  parameters: { msw: { handlers: { webhooks: overrides.empty('webhooks') } }, matrix: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('integrations.emptyTitle'))).toBeVisible();
    await expect(canvas.getByText(t('integrations.emptyDescription'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('integrations.addEndpoint') })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The endpoints never come: the title, and placeholders where they will be. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { webhooks: overrides.loading('webhooks') } },
    matrix: { state: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: t('integrations.title') }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('.integrations__loading[aria-busy="true"]')).not.toBeNull();
  },
};

/** The endpoints come late: the placeholders, then the cards. */
export const Slow: Story = {
  parameters: { msw: { handlers: { webhooks: overrides.slow('webhooks') } }, matrix: { state: 'slow' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.integrations__loading[aria-busy="true"]')).not.toBeNull(),
    );
    await expect(
      await within(canvasElement).findByRole('article', { name: POS }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The endpoints fail to load: the server's message and Retry. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: { webhooks: overrides.error('webhooks', 503, 'Webhooks are unavailable') } },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    await expectRetryableError(canvasElement, apiError(503, 'Webhooks are unavailable'));
    await expect(
      within(canvasElement).getByRole('link', { name: t('integrations.backToWelcome') }),
    ).toBeVisible();
  },
};

/** The delivery log fails to load: the endpoints stay, the table says why with Retry. */
export const LogLoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        webhookDeliveries: overrides.error('webhookDeliveries', 500, 'The delivery log is unavailable'),
      },
    },
    matrix: { state: 'error' },
  },
  play: async ({ canvasElement }) => {
    await card(canvasElement, POS);
    await expectRetryableError(canvasElement, apiError(500, 'The delivery log is unavailable'));
  },
};

/** A restaurant owner, who holds no webhooks.manage: the route's gate says "Not allowed". */
export const NotAllowed: Story = {
  parameters: { page: { auth: fakeAuth(DEMO_OWNER_PROFILE) }, matrix: { state: 'forbidden' } },
  beforeEach: () => {
    mockDb.actor = DEMO_OWNER_PROFILE.email;
  },
  render: (args) => (
    <PermissionGate permission="webhooks.manage">
      <IntegrationsPage {...args} />
    </PermissionGate>
  ),
  play: async ({ canvasElement }) => {
    await expectNotAllowed(canvasElement, 'RESTAURANT');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

/** Add endpoint with a plain http address and no event: the form's own messages. */
export const CreateValidation: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    const address = dialog.getByRole('textbox', { name: startingWith(t('integrations.field.url')) });
    await userEvent.type(address, 'http://pos.example/hooks');
    await userEvent.click(dialog.getByRole('button', { name: t('integrations.addEndpoint') }));
    await expect(
      await dialog.findByText(t('integrations.validation.urlHttps', { https: url('https://') })),
    ).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(t('integrations.validation.eventsRequired'))).toBeVisible();
  },
};

/** An https address on a private network: the server's refusal, on the address. */
export const CreatePrivateAddress: Story = {
  parameters: { matrix: { state: 'validation' } },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillEndpoint(dialog, 'https://192.168.1.20/hooks');
    await userEvent.click(dialog.getByRole('button', { name: t('integrations.addEndpoint') }));
    await expect(await dialog.findByText(apiRefusal('WEBHOOK_URL_NOT_PUBLIC'))).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: startingWith(t('integrations.field.url')) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Add endpoint is busy until the server answers (here it never does). */
export const Creating: Story = {
  parameters: {
    msw: { handlers: { createWebhook: overrides.loading('createWebhook') } },
    matrix: { state: 'submitting' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillEndpoint(dialog, 'https://hooks.example.com/orders');
    await userEvent.click(dialog.getByRole('button', { name: t('integrations.addEndpoint') }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('integrations.addEndpoint') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** Added: the signing secret, once, with Copy and the warning that it will not show again. */
export const SecretReveal: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillEndpoint(dialog, 'https://hooks.example.com/orders');
    await userEvent.click(dialog.getByRole('button', { name: t('integrations.addEndpoint') }));
    const secret = within(await screen.findByRole('dialog', { name: t('integrations.secretTitle') }));
    await expect(secret.getByText(t('integrations.secretWarning'))).toBeVisible();
    const field = secret.getByRole('textbox', {
      name: t('integrations.secretLabel', { url: url('https://hooks.example.com/orders') }),
    });
    await expect(field).toHaveValue(STORY_SECRET);
    await expect(secret.getByRole('button', { name: t('integrations.copy') })).toHaveFocus();
  },
};

/** Rotate secret: the old one keeps signing 24 hours by default. */
export const RotateDialog: Story = {
  play: async ({ canvasElement }) => {
    const pos = await card(canvasElement, POS);
    await userEvent.click(pos.getByRole('button', { name: actionOn('integrations.rotate', POS) }));
    const dialog = within(await screen.findByRole('dialog', { name: t('integrations.rotateTitle') }));
    await expect(
      dialog.getByRole('radio', { name: t('integrations.overlapHours', { count: 24 }) }),
    ).toBeChecked();
    await expect(
      dialog.getByRole('radio', { name: t('integrations.overlapDays', { count: 7 }) }),
    ).not.toBeChecked();
    await expect(dialog.getByText(like(t('integrations.overlapUntil', { date: ANY })))).toBeVisible();
  },
};

/** Rotated with three days' overlap: the new secret, once, and until when the old one still signs. */
export const RotatedSecret: Story = {
  play: async ({ canvasElement }) => {
    const pos = await card(canvasElement, POS);
    await userEvent.click(pos.getByRole('button', { name: actionOn('integrations.rotate', POS) }));
    const dialog = within(await screen.findByRole('dialog', { name: t('integrations.rotateTitle') }));
    await userEvent.click(dialog.getByRole('radio', { name: t('integrations.overlapDays', { count: 3 }) }));
    await userEvent.click(dialog.getByRole('button', { name: t('integrations.rotate') }));
    const secret = within(await screen.findByRole('dialog', { name: t('integrations.secretTitle') }));
    await expect(secret.getByText(t('integrations.secretWarning'))).toBeVisible();
    await expect(secret.getByText(like(t('integrations.previousSecret', { date: ANY })))).toBeVisible();
  },
};

/** Edit, while someone else changed the endpoint: the form starts again from their version, and says so. */
export const EditConflict: Story = {
  play: async ({ canvasElement }) => {
    const pos = await card(canvasElement, POS);
    await userEvent.click(pos.getByRole('button', { name: actionOn('integrations.edit', POS) }));
    const dialog = within(await screen.findByRole('dialog', { name: t('integrations.editTitle') }));
    await expect(dialog.getByRole('checkbox', { name: 'order.refunded' })).toBeChecked();
    mockDb.webhookEndpoints.update(1, { description: 'Kitchen printer, POS and the pass screen' });
    await userEvent.click(dialog.getByRole('checkbox', { name: 'review.posted' }));
    await userEvent.click(dialog.getByRole('button', { name: t('integrations.save') }));
    await expect(await dialog.findByText(t('integrations.conflict'))).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: startingWith(t('integrations.field.description')) }),
    ).toHaveValue('Kitchen printer, POS and the pass screen');
  },
};

/** Send test event: a toast says it was delivered, with View. */
export const SendTest: Story = {
  play: async ({ canvasElement }) => {
    const pos = await card(canvasElement, POS);
    await userEvent.click(pos.getByRole('button', { name: actionOn('integrations.sendTest', POS) }));
    await expect(
      await screen.findByText(t('integrations.testDelivered', { url: url(POS) })),
    ).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: t('integrations.viewDelivery') })).toBeVisible();
  },
};

/** Delete asks first, naming the endpoint and what goes with it. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const pos = await card(canvasElement, POS);
    await userEvent.click(pos.getByRole('button', { name: actionOn('integrations.delete', POS) }));
    const dialog = await screen.findByRole('alertdialog', { name: kit('confirmDeletion') });
    await expect(dialog).toHaveAccessibleDescription(t('integrations.deleteMessage', { url: url(POS) }));
  },
};

/** The log's failed deliveries only (the Status filter, with its counts), then the POS endpoint's. */
export const LogFiltered: Story = {
  args: { initial: { status: ['FAILED'] } },
  play: async ({ canvasElement }) => {
    await card(canvasElement, POS);
    await waitFor(() =>
      expect(logTable(canvasElement).getAllByRole('button', { name: openButton(ANY) })).toHaveLength(2),
    );
    await pickFacet(canvasElement, t('integrations.field.endpoint'), POS.replace('https://', ''));
    await waitFor(() =>
      expect(logTable(canvasElement).getAllByRole('button', { name: openButton(ANY) })).toHaveLength(1),
    );
    await expect(
      logTable(canvasElement).getByRole('button', { name: openButton('order.status_changed') }),
    ).toBeVisible();
  },
};

/** A delivery that retries: its payload, pretty-printed, and both failed attempts. */
export const DeliveryDetail: Story = {
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('button', {
      name: openButton('order.status_changed'),
    });
    await userEvent.click(rows[0]!);
    const dialog = within(
      await screen.findByRole('dialog', {
        name: t('integrations.delivery.title', { event: 'order.status_changed' }),
      }),
    );
    await expect(await dialog.findByText(/"previousStatus": "ACCEPTED"/)).toBeVisible();
    await expect(dialog.getByText(t('integrations.delivery.attempt', { number: 2 }))).toBeVisible();
    await expect(dialog.getAllByText(t('integrations.delivery.statusCode', { code: 503 }))).toHaveLength(3);
    await expect(dialog.getByText(t('integrations.deliveryStatus.retrying'))).toBeVisible();
  },
};

/** Redeliver from the detail: sent again, it succeeds, with a third attempt. */
export const Redelivered: Story = {
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('button', {
      name: openButton('order.status_changed'),
    });
    await userEvent.click(rows[0]!);
    const dialog = within(
      await screen.findByRole('dialog', {
        name: t('integrations.delivery.title', { event: 'order.status_changed' }),
      }),
    );
    await userEvent.click(await dialog.findByRole('button', { name: t('integrations.redeliver') }));
    await expect(
      await screen.findByText(
        t('integrations.delivery.redelivered', { status: t('integrations.deliveryStatus.succeeded') }),
      ),
    ).toBeInTheDocument();
    await expect(await dialog.findByText(t('integrations.delivery.attempt', { number: 3 }))).toBeVisible();
  },
};

/** In French. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const accounting = await card(canvasElement, ACCOUNTING);
    await expect(accounting.getByText(t('integrations.endpointStatus.autoDisabled'))).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: t('integrations.log.title') }),
    ).toBeVisible();
  },
};

/** In Arabic, right to left: the addresses and event names stay left to right. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const pos = await card(canvasElement, POS);
    await expect(pos.getByText(t('integrations.endpointStatus.enabled'))).toBeVisible();
    await expect(document.documentElement.dir).toBe(storyLocale() === 'ar' ? 'rtl' : 'ltr');
  },
};

/** On a phone: the cards stack, their buttons wrap, the log's rows are cards; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { matrix: { state: 'phone' } },
  play: async ({ canvasElement }) => {
    await card(canvasElement, ACCOUNTING);
    await within(canvasElement).findAllByRole('button', { name: openButton(ANY) });
    await expectPhoneLayout(canvasElement);
  },
};
