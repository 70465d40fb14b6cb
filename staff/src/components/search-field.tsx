import { TextField } from '@shop/shared';
import type { SearchText } from '../hooks/use-search-text';

/** The search box above a staff list; the list searches once the text settles (useSearchText). */
export function SearchField({ search, label, hint }: { search: SearchText; label: string; hint: string }) {
  return <TextField label={label} hint={hint} type="search" value={search.text} onChange={(event) => search.setText(event.target.value)} />;
}
