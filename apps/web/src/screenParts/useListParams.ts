import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

const SEARCH_DELAY_MS = 300;

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export interface ListParams {
  /** The search in the address (what the list shows). */
  search: string;
  page: number;
  /** What is in the search box (the address follows it after a pause). */
  text: string;
  setText(text: string): void;
  setPage(page: number): void;
  /** Corrects a page that does not exist (any more) without a history entry the back button would return to. */
  replacePage(page: number): void;
  clearSearch(): void;
}

/**
 * The page and the search live in the address (?search=safety&page=2), so reload and the back button keep
 * them. The search box is debounced: the address (and the request) follow the typing after a short pause.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const page = pageOf(params.get("page"));
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // What this hook last wrote: an address change from elsewhere (back button) refills the box, ours does not.
  const written = useRef(search);

  const write = (nextSearch: string, nextPage: number, replace: boolean) => {
    written.current = nextSearch;
    const next: Record<string, string> = {};
    if (nextSearch) next.search = nextSearch;
    if (nextPage > 1) next.page = String(nextPage);
    setParams(next, { replace });
  };

  useEffect(() => {
    if (search !== written.current) {
      written.current = search;
      setText(search);
    }
  }, [search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced search writes the address.
  useEffect(() => {
    if (debounced !== search) write(debounced, 1, true);
  }, [debounced]);

  return {
    search,
    page,
    text,
    setText,
    setPage: (next: number) => write(search, next, false),
    replacePage: (next: number) => write(search, next, true),
    clearSearch: () => {
      setText("");
      write("", 1, false);
    },
  };
}
