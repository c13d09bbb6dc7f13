import { X } from 'lucide-react';
import { Button } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/lists';
import { useT } from '@/i18n/locale-provider';
import './filter-chip.css';

type FilterChipProps = { label: string; onRemove: () => void };

/**
 * A filter a link set that has no control of its own on the screen (an order's restaurant, an exact
 * time): what it keeps, and a 'Remove filter: …' button, so the reader sees why rows are missing
 * and can drop it.
 */
export function FilterChip({ label, onRemove }: FilterChipProps) {
  const t = useT(messages);
  return (
    <span className="filter-chip">
      {label}
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('lists.removeFilter', { filter: label })}
        onClick={onRemove}
      >
        <X size={14} aria-hidden="true" />
      </Button>
    </span>
  );
}
