import { Suspense, lazy, useState } from 'react';
import type { AccountMenuProps } from './AccountMenu';
import { AccountTriggerContent, accountDisplayName } from './AccountTriggerContent';

// The dropdown (Radix menu, floating-ui, focus scope, remove-scroll: ~20 KB gzip) is only needed
// once someone is signed in, so logged-out pages such as /login never download it.
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));

type Handoff = 'none' | 'focus' | 'open';

/**
 * The account menu, loaded on first use. Until its code arrives a look-alike trigger holds its
 * place (same markup and size: no layout shift); a click or focus on it is handed over to the
 * real menu when it mounts, so nothing the user did is lost.
 */
export function LazyAccountMenu(props: Omit<AccountMenuProps, 'defaultOpen' | 'autoFocusTrigger'>) {
  const [handoff, setHandoff] = useState<Handoff>('none');
  const placeholder = (
    <button
      type="button"
      className="fa-account__trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => setHandoff((current) => (current === 'none' ? 'focus' : current))}
      onBlur={() => setHandoff((current) => (current === 'focus' ? 'none' : current))}
      onClick={() => setHandoff('open')}
    >
      <AccountTriggerContent name={accountDisplayName(props.account)} />
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu {...props} defaultOpen={handoff === 'open'} autoFocusTrigger={handoff !== 'none'} />
    </Suspense>
  );
}
