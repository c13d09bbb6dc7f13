import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitStringsProvider } from '../../strings';
import { ActivityFeed, EMPTY_ACTIVITY_FILTERS } from './ActivityFeed';

const now = new Date('2025-06-15T12:00:00Z');

describe('ActivityFeed', () => {
  it('renders entries as [ACTION_TYPE] action by username with relative time', () => {
    render(
      <ActivityFeed
        now={now}
        filters={EMPTY_ACTIVITY_FILTERS}
        onFiltersChange={() => {}}
        entries={[
          {
            id: 1,
            category: 'USER',
            level: 'INFO',
            actionType: 'LOGIN',
            action: 'User signed in',
            username: 'ada',
            createdAt: '2025-06-15T11:55:00Z',
          },
        ]}
      />,
    );
    const item = within(screen.getByRole('list', { name: 'Activity entries' })).getByRole('listitem');
    expect(item).toHaveTextContent('[LOGIN] User signed in by ada');
    expect(item).toHaveTextContent('5 minutes ago');
  });

  it('shows the category as it is, or as the strings label it', () => {
    const entry = {
      id: 1,
      category: 'USER',
      level: 'INFO',
      actionType: 'LOGIN',
      action: 'User signed in',
      username: 'ada',
      createdAt: '2025-06-15T11:55:00Z',
    } as const;
    const feed = (
      <ActivityFeed now={now} filters={EMPTY_ACTIVITY_FILTERS} onFiltersChange={() => {}} entries={[entry]} />
    );
    const { rerender } = render(feed);
    const badge = () => within(screen.getByRole('listitem')).getByText(/^(USER|Utilisateur)$/);
    expect(badge()).toHaveTextContent('USER');
    rerender(
      <KitStringsProvider strings={{ activityCategoryBadge: () => 'Utilisateur' }}>
        {feed}
      </KitStringsProvider>,
    );
    expect(badge()).toHaveTextContent('Utilisateur');
  });

  it('shows 3 skeleton rows while loading and a Load more button when there is more', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <ActivityFeed
        entries={[]}
        loading
        filters={EMPTY_ACTIVITY_FILTERS}
        onFiltersChange={() => {}}
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByRole('list', { name: 'Activity entries' }).children).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    rerender(
      <ActivityFeed
        entries={[]}
        filters={EMPTY_ACTIVITY_FILTERS}
        onFiltersChange={() => {}}
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
