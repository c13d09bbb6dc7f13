import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { CommandPalette, useTheme } from '@food-admin/ui';
import { useReaches } from '@/lib/auth/grants';
import { useAuth } from '@/lib/auth/auth-context';
import { paletteCommands } from './palette-commands';
import { searchResultGroups, usePaletteSearch } from './palette-search';
import { messages as navMessages } from '@/i18n/compiled/en/nav';
import { messages } from '@/i18n/compiled/en/palette';
import { useT } from '@/i18n/locale-provider';

type PaletteDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The palette itself (loaded on first use, see command-palette-launcher.tsx): the kit's
 * CommandPalette with the role's pages and actions and the server's hits for what is typed.
 */
export default function PaletteDialog({ open, onOpenChange }: PaletteDialogProps) {
  const { profile, logout } = useAuth();
  const role = profile?.role ?? null;
  const navigate = useNavigate();
  const { toggleTheme } = useTheme();
  const [query, setQuery] = useState('');
  const search = usePaletteSearch(query, role);
  const tNav = useT(navMessages);
  const t = useT(messages);

  const commands = paletteCommands(
    role,
    useReaches(),
    {
      go: (to) => void navigate({ to }),
      toggleTheme,
      signOut: () => void logout(),
    },
    tNav,
    t,
  );
  const results =
    query.trim() === '' ? [] : searchResultGroups(search.results, (target) => void navigate(target), t);

  return (
    <CommandPalette
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        // The next opening starts afresh.
        if (!next) setQuery('');
      }}
      query={query}
      onQueryChange={setQuery}
      commands={commands}
      results={results}
      status={search.status}
      errorMessage={search.errorMessage}
    />
  );
}
