// A list screen's states around its rows: placeholder cards in the rows' own grid while the list loads, the
// failure with a retry, what an empty list says, and otherwise the rows. Every list page reads the same way.
import type { ReactNode } from "react";
import { useListWords } from "./list-words";
import { LoadError } from "./load-error";

type ListQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

const PLACEHOLDERS = [0, 1, 2];
/** The list pages' card grid: one column on a phone, two on a tablet, three on a wide screen. */
const CARD_GRID = "grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3";

export function ListState({
  query,
  noun,
  count,
  grid = CARD_GRID,
  placeholder,
  label,
  empty,
  children,
}: {
  query: ListQuery;
  /** The plural in "Loading {noun}" and "Couldn't load your {noun}", in the reader's language. */
  noun: string;
  /** How many rows are shown; none draws `empty`. */
  count: number;
  /** The grid's classes, shared by the placeholders and the rows so nothing moves when the rows arrive. */
  grid?: string;
  /** One placeholder card, drawn a few times while the list loads. */
  placeholder: ReactNode;
  /** The rows' accessible name, where a page gives them one. */
  label?: string;
  /** What an empty list shows: a function, because its words often read the loaded data. */
  empty: () => ReactNode;
  /** The rows, each an <li>. */
  children: ReactNode;
}) {
  const t = useListWords();
  if (query.isPending)
    return (
      <ul className={grid} aria-busy="true" aria-label={t("loadingNoun", { noun })}>
        {PLACEHOLDERS.map((i) => (
          <li key={i}>{placeholder}</li>
        ))}
      </ul>
    );
  if (query.isError) return <LoadError title={t("loadFailed", { noun })} error={query.error} onRetry={query.refetch} />;
  if (count === 0) return empty();
  return (
    <ul className={grid} aria-label={label}>
      {children}
    </ul>
  );
}
