import { useState, type ReactElement } from 'react';

type SearchScreenProps<TSearch> = { search: TSearch; onSearchChange: (next: TSearch) => void };

/**
 * Screens take their URL search state as props; in a story that state lives here, so typing in
 * the search box or paging behaves as in the app.
 */
export function StatefulSearch<TSearch>({
  initial,
  render,
}: {
  initial: TSearch;
  render: (props: SearchScreenProps<TSearch>) => ReactElement;
}) {
  const [search, setSearch] = useState(initial);
  return render({ search, onSearchChange: setSearch });
}
