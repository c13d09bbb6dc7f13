import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { Banner, IconButton } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/feedback';
import { useT } from '@/i18n/locale-provider';
import { forgetCreated, useJustAdded, type CreatedKind, type JustAddedItem } from './just-added';

type JustAddedBannerProps = {
  kind: CreatedKind;
  /** Dishes: the menu whose list this is. */
  scope?: number;
};

/** Where the new item opens: a restaurant's menu page, a menu's dishes, a dish's form. */
function OpenLink({ kind, item, scope }: { kind: CreatedKind; item: JustAddedItem; scope?: number }) {
  const t = useT(messages);
  if (kind === 'restaurants')
    return (
      <Link to="/admin/restaurants/$restaurantId/menu" params={{ restaurantId: item.id }}>
        {t('feedback.openIt')}
      </Link>
    );
  if (kind === 'menus')
    return (
      <Link to="/admin/menus/$menuId/dishes" params={{ menuId: item.id }}>
        {t('feedback.openIt')}
      </Link>
    );
  // A dish opens within its menu; without the menu there is no address to open.
  if (scope === undefined) return null;
  return (
    <Link to="/admin/menus/$menuId/dishes/$dishId/edit" params={{ menuId: scope, dishId: item.id }}>
      {t('feedback.openIt')}
    </Link>
  );
}

/**
 * "“Sushi Corner” was added. Open it" at the top of its list (grid or table), until dismissed
 * (docs/requirements.md#req-feedback).
 */
export function JustAddedBanner({ kind, scope }: JustAddedBannerProps) {
  const t = useT(messages);
  const item = useJustAdded(kind, scope);
  if (!item) return null;
  return (
    <Banner
      tone="info"
      action={
        <IconButton
          size="sm"
          label={t('feedback.dismiss')}
          icon={<X size={16} />}
          onClick={() => forgetCreated(kind)}
        />
      }
    >
      {t('feedback.added', { name: item.name })} <OpenLink kind={kind} item={item} scope={scope} />
    </Banner>
  );
}
