import { useEffect, useRef } from 'react';
import { LayoutGrid, Table2 } from 'lucide-react';
import { Button } from '@food-admin/ui';
import { messages } from '@/i18n/compiled/en/lists';
import { useT } from '@/i18n/locale-provider';
import type { ListLayout } from './list-layout';
import './list-layout.css';

type LayoutToggleProps = {
  layout: ListLayout;
  onLayoutChange: (layout: ListLayout) => void;
  /** Names the group, e.g. 'Restaurants layout'. */
  label: string;
};

const OPTIONS = [
  { layout: 'grid', text: 'lists.layout.grid', icon: <LayoutGrid size={16} aria-hidden="true" /> },
  { layout: 'table', text: 'lists.layout.table', icon: <Table2 size={16} aria-hidden="true" /> },
] as const;

/**
 * Each layout is its own view with its own toggle, so a switch unmounts the button just pressed:
 * the toggle that mounts next takes the focus over instead of leaving it on the page's body.
 */
let focusAfterSwitch = false;

/** 'Grid | Table': a labelled group of two toggle buttons (aria-pressed), one of them pressed. */
export function LayoutToggle({ layout, onLayoutChange, label }: LayoutToggleProps) {
  const t = useT(messages);
  const pressed = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusAfterSwitch) return;
    focusAfterSwitch = false;
    pressed.current?.focus();
  }, []);

  return (
    <div role="group" aria-label={label} className="layout-toggle">
      {OPTIONS.map((option) => (
        <Button
          key={option.layout}
          ref={layout === option.layout ? pressed : undefined}
          variant="ghost"
          size="sm"
          aria-pressed={layout === option.layout}
          leadingIcon={option.icon}
          onClick={() => {
            if (layout === option.layout) return;
            focusAfterSwitch = true;
            onLayoutChange(option.layout);
          }}
        >
          <span className="layout-toggle__text">{t(option.text)}</span>
        </Button>
      ))}
    </div>
  );
}
