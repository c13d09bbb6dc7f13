import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Banner, IconButton } from '@food-admin/ui';
import { forgetCreated, useJustAdded, type CreatedKind, type JustAddedItem } from './just-added';

type JustAddedBannerProps = {
  kind: CreatedKind;
  scope?: number;
  /** A link to the new item, e.g. to its edit page. */
  renderLink: (item: JustAddedItem) => ReactNode;
};

/** "“Sushi Corner” was added" at the top of its list, with a link to it, until dismissed. */
export function JustAddedBanner({ kind, scope, renderLink }: JustAddedBannerProps) {
  const item = useJustAdded(kind, scope);
  if (!item) return null;
  return (
    <Banner
      tone="info"
      className="just-added"
      action={
        <IconButton size="sm" label="Dismiss" icon={<X size={16} />} onClick={() => forgetCreated(kind)} />
      }
    >
      “{item.name}” was added. {renderLink(item)}
    </Banner>
  );
}
