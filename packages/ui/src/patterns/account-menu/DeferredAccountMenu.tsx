import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type * as AccountMenuExports from './AccountMenu';
import { AccountTriggerFace, accountName } from './AccountTriggerFace';

type AccountMenuModule = typeof AccountMenuExports;
type AccountMenuProps = AccountMenuExports.AccountMenuProps;

// The dropdown (Radix menu, popper, focus and dismiss layers) is a fifth of the sign-in page's
// JavaScript and nobody signed out sees it, so it loads in its own chunk: while the browser is
// idle after a signed-in page has rendered, or at once on hover, focus or a press.
let loaded: AccountMenuModule | null = null;
let loading: Promise<AccountMenuModule> | null = null;

function loadAccountMenu(): Promise<AccountMenuModule> {
  loading ??= import('./AccountMenu').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // offline or a new deployment: a later press asks again (where the browser retries)
      throw error;
    },
  );
  return loading;
}

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/**
 * The account menu with its dropdown loaded on demand. Until the code is there, a button with the
 * same face stands in; a press on it (pointer or Enter, Space, ArrowDown) is kept and the menu opens
 * as soon as the code arrives, and focus stays on the trigger when the real one replaces it.
 */
export function DeferredAccountMenu(props: AccountMenuProps) {
  const [module, setModule] = useState<AccountMenuModule | null>(loaded);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Every way in (idle time, hover, focus, a press) loads the same code and shows it when it arrives.
  const load = useCallback(
    () =>
      loadAccountMenu().then((arrived) => {
        if (!mounted.current) return;
        hadFocus.current = placeholder.current === placeholder.current?.ownerDocument.activeElement;
        setModule(arrived);
      }),
    [],
  );
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);

  useEffect(() => {
    if (module) return;
    return whenIdle(prefetch);
  }, [module, prefetch]);

  // A trigger that replaces a focused stand-in takes the focus over (keyboard users keep their place).
  const takeFocus = (trigger: HTMLButtonElement | null) => {
    if (trigger && hadFocus.current && !openOnArrival) trigger.focus();
    hadFocus.current = false;
  };

  if (module) return <module.AccountMenu {...props} defaultOpen={openOnArrival} triggerRef={takeFocus} />;

  const requestOpen = () => {
    setOpenOnArrival(true);
    void load().catch(() => setOpenOnArrival(false));
  };
  return (
    <button
      ref={placeholder}
      type="button"
      className="fa-account__trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state={openOnArrival ? 'open' : 'closed'}
      // Marks the stand-in (tests wait for the real trigger before pressing a stale element).
      data-deferred=""
      // As the Radix trigger: a press counts when it starts (pointerdown, keydown), so the real
      // trigger arriving between the press and its click cannot swallow it. onClick stays for
      // assistive technologies that click without pointer or key events.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) requestOpen();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          requestOpen();
        }
      }}
      onClick={requestOpen}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      <AccountTriggerFace name={accountName(props.account)} />
    </button>
  );
}
