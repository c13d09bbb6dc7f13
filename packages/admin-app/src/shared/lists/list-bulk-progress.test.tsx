import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PROGRESS_CONTENT_TYPE } from '@food-admin/api-client';
import { endpoints, routePattern } from '@food-admin/mocks';
import { DEMO_ADMIN, mockServer, renderApp, setupMockBackend } from '@/test/render-app';

setupMockBackend();

/**
 * The restaurants' bulk action answering progress lines (docs/api.md#progress): `before` at once,
 * then `after` once the test calls `finish`.
 */
function streamBulk(before: readonly object[], after: readonly object[]) {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  mockServer.use(
    http.post(routePattern(endpoints.restaurantsBulk.path), ({ request }) => {
      expect(request.headers.get('accept')).toBe(PROGRESS_CONTENT_TYPE);
      const encoder = new TextEncoder();
      const send = (controller: ReadableStreamDefaultController<Uint8Array>, lines: readonly object[]) => {
        for (const line of lines) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          send(controller, before);
          await finished;
          send(controller, after);
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': PROGRESS_CONTENT_TYPE } });
    }),
  );
  return { finish: () => finish() };
}

async function confirmDeactivate() {
  const rendered = await renderApp('/admin/restaurants?layout=table', { signedInAs: DEMO_ADMIN });
  const { user } = rendered;
  const table = screen.getByRole('table', { name: 'Restaurants' });
  await within(table).findByRole('link', { name: 'Trattoria Bella Vista' });
  await user.click(screen.getByRole('checkbox', { name: 'Select Trattoria Bella Vista' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Sakura Sushi Bar' }));
  const bar = screen.getByRole('region', { name: 'Bulk actions on restaurants' });
  await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return bar;
}

describe('a bulk action that reports its progress', () => {
  it('closes the confirmation once the work begins and shows how far it is in the bar, until the answer', async () => {
    const server = streamBulk(
      [{ progress: { done: 0, total: 2 } }, { progress: { done: 1, total: 2 } }],
      [{ progress: { done: 2, total: 2 } }, { result: { changed: 2, refused: [] } }],
    );
    const bar = await confirmDeactivate();

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const progress = await within(bar).findByRole('progressbar', { name: 'Applying…' });
    await waitFor(() => expect(progress).toHaveAttribute('value', '1'));
    expect(progress).toHaveAttribute('max', '2');
    expect(within(bar).getByRole('status')).toHaveTextContent('Applying… 1 of 2');
    expect(bar).toHaveAttribute('aria-busy', 'true');

    server.finish();
    expect(await within(bar).findByText('2 changed')).toBeVisible();
    expect(within(bar).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(bar).not.toHaveAttribute('aria-busy');
  });

  it('tells a failure after the work began in a toast, the bar no longer busy', async () => {
    const server = streamBulk(
      [{ progress: { done: 0, total: 2 } }],
      [{ error: { status: 409, message: 'The rows changed meanwhile; nothing was changed' } }],
    );
    const bar = await confirmDeactivate();
    await within(bar).findByRole('progressbar');

    server.finish();
    expect(await screen.findByText('Deactivate: failed')).toBeVisible();
    expect(screen.getByText('The rows changed meanwhile; nothing was changed')).toBeVisible();
    await waitFor(() => expect(bar).not.toHaveAttribute('aria-busy'));
    expect(within(bar).queryByRole('progressbar')).not.toBeInTheDocument();
    // Nothing changed: the selection stays, to try again.
    expect(bar).toHaveTextContent('2 selected');
  });

  it('shows a refusal before any work in the confirmation, as without progress', async () => {
    mockServer.use(
      http.post(routePattern(endpoints.restaurantsBulk.path), () =>
        HttpResponse.json({ message: 'Too many rows: narrow the filter (at most 10000)' }, { status: 400 }),
      ),
    );
    await confirmDeactivate();

    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByText('Too many rows: narrow the filter (at most 10000)')).toBeVisible();
  });
});
