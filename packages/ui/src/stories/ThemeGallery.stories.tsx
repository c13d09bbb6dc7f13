import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ActivityFeed, EMPTY_ACTIVITY_FILTERS } from '../patterns/activity-feed';
import { AppHeader } from '../layout/app-header';
import { ActiveBadge, AvailabilityBadge, Badge } from '../primitives/badge';
import { Banner } from '../patterns/banner';
import { Button } from '../primitives/button';
import { CardSkeleton } from '../patterns/entity-card';
import { Checkbox } from '../primitives/checkbox';
import { DishCard } from '../patterns/dish-card';
import { FormField } from '../primitives/form-field';
import { Input } from '../primitives/input';
import { MenuCard } from '../patterns/menu-card';
import { Pager } from '../patterns/pager';
import { RestaurantCard } from '../patterns/restaurant-card';
import { StatCard } from '../patterns/stat-card';
import { StatGrid } from '../patterns/stat-grid';
import { Switch } from '../primitives/switch';
import { activityEntries, dishes, menus, NOW, restaurants } from './fixtures';

/**
 * Many components on one canvas, once per theme. Designers compare the palettes here, and the
 * a11y test checks colour contrast of every component in the dark theme too.
 */
function Gallery() {
  const [checked, setChecked] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <AppHeader
        account={{ firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.food', role: 'ADMIN' }}
        onNavigate={fn()}
        onLogout={fn()}
      />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button leadingIcon={<Plus size={16} aria-hidden="true" />}>Add Restaurant</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Delete</Button>
        <Button disabled>Disabled</Button>
        <Button loading>Saving</Button>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <ActiveBadge active />
        <ActiveBadge active={false} />
        <AvailabilityBadge available />
        <AvailabilityBadge available={false} />
        <Badge tone="primary">ADMIN</Badge>
        <Badge tone="warning">Warning</Badge>
        <Badge tone="info">Info</Badge>
      </div>
      <Banner>Request failed with status 503</Banner>
      <Banner tone="error">Name is required</Banner>
      <Banner tone="info">Changes are saved automatically.</Banner>
      <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
        <FormField label="Name" error="Name is required" required>
          <Input defaultValue="" />
        </FormField>
        <FormField label="Address" hint="Street, city">
          <Input defaultValue="12 Via Roma" />
        </FormField>
        <Switch label="Active" checked={checked} onCheckedChange={setChecked} />
        <Checkbox label="Remember me" checked={checked} onCheckedChange={setChecked} />
      </div>
      <StatGrid>
        <StatCard label="Restaurants" value={42} icon={<Store size={18} />} />
        <StatCard label="Users" value={null} loading />
      </StatGrid>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: 16 }}>
        <RestaurantCard restaurant={restaurants[0]!} onOpen={fn()} onEdit={fn()} onDelete={fn()} />
        <RestaurantCard restaurant={restaurants[2]!} onOpen={fn()} onEdit={fn()} onDelete={fn()} />
        <MenuCard
          menu={menus[0]!}
          restaurantName="Pizza Palace"
          onViewDishes={fn()}
          onEdit={fn()}
          onDelete={fn()}
        />
        <DishCard dish={dishes[2]!} onEdit={fn()} onDelete={fn()} />
        <CardSkeleton />
      </div>
      <Pager pageIndex={1} totalPages={3} totalItems={27} onPageChange={fn()} />
      <ActivityFeed
        entries={activityEntries}
        filters={EMPTY_ACTIVITY_FILTERS}
        onFiltersChange={fn()}
        hasMore
        now={NOW}
      />
    </div>
  );
}

const meta = {
  title: 'Basics/Theme gallery',
  component: Gallery,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: { theme: 'light' } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    // Guard: the a11y check below must really run against the dark palette.
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(getComputedStyle(canvasElement).getPropertyValue('--fa-color-bg').trim()).toBe('#09090b');
  },
};
