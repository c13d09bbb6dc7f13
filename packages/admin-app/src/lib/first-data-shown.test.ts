import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { whenFirstDataShown } from './first-data-shown';

/** A query whose answer waits until `answer()`. */
function heldQuery(queryClient: QueryClient, key: string) {
  let answer!: () => void;
  const fetched = queryClient.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))),
  });
  return { answer: () => answer(), fetched };
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('whenFirstDataShown', () => {
  it('waits for a first query, and for every query to end, the next part of the page’s included', async () => {
    const queryClient = new QueryClient();
    let shown = false;
    void whenFirstDataShown(queryClient, 10).then(() => (shown = true));
    await idle();
    expect(shown, 'no query has run yet').toBe(false);

    const stats = heldQuery(queryClient, 'stats');
    const feed = heldQuery(queryClient, 'feed');
    stats.answer();
    await stats.fetched;
    await idle();
    expect(shown, 'the feed is still fetching').toBe(false);

    feed.answer();
    await feed.fetched;
    // Nothing is fetching now, but the next part of the page asks before the browser is idle: it
    // is waited for too.
    const charts = heldQuery(queryClient, 'charts');
    await idle();
    expect(shown, 'the charts are still fetching').toBe(false);

    charts.answer();
    await charts.fetched;
    await idle();
    expect(shown).toBe(true);
  });
});
