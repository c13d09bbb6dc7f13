import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Breadcrumbs, type Crumb } from '@food-admin/ui';
import { useApi } from '@/lib/api-context';
import { useAuth } from '@/lib/auth/auth-context';
import { restaurantQuery } from '@/features/restaurants';
import { menuQuery } from './menu-queries';
import { messages } from '@/i18n/compiled/en/layout';
import { useT } from '@/i18n/locale-provider';

type CatalogueCrumbsProps = {
  /** The restaurant the page is under (or found through the menu). */
  restaurantId?: number;
  menuId?: number;
  /** The page itself, e.g. "Edit dish"; absent when the deepest entity is the page. */
  current?: string;
};

const validId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

/**
 * Where a catalogue page sits (docs/requirements.md#req-navigation): "Restaurants / The Blue Sushi
 * Bar / Lunch / Edit dish". Names come from the same cached reads the pages use; while one loads
 * its crumb shows an ellipsis, so the row never changes height.
 */
export function CatalogueCrumbs({ restaurantId, menuId, current }: CatalogueCrumbsProps) {
  const api = useApi();
  const { profile } = useAuth();
  const t = useT(messages);
  const menu = useQuery({ ...menuQuery(api, menuId ?? 0), enabled: validId(menuId) });
  const ownerId = restaurantId ?? menu.data?.restaurantId;
  const restaurant = useQuery({ ...restaurantQuery(api, ownerId ?? 0), enabled: validId(ownerId) });

  const items: Crumb[] = [
    {
      label:
        profile?.role === 'RESTAURANT' ? t('layout.crumbs.myRestaurants') : t('layout.crumbs.restaurants'),
      renderLink: (props) => <Link to="/admin/restaurants" {...props} />,
    },
  ];
  if (validId(ownerId)) {
    items.push({
      label: restaurant.data?.name ?? '…',
      renderLink: (props) => (
        <Link to="/admin/restaurants/$restaurantId/menu" params={{ restaurantId: ownerId }} {...props} />
      ),
    });
  }
  if (validId(menuId)) {
    items.push({
      label: menu.data?.name ?? '…',
      renderLink: (props) => <Link to="/admin/menus/$menuId/dishes" params={{ menuId: menuId }} {...props} />,
    });
  }
  if (current) items.push({ label: current });
  return <Breadcrumbs items={items} />;
}
