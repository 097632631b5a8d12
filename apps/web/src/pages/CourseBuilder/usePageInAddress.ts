import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useBuilderState } from "../../builder/store";

/**
 * Keeps the page being edited in the address (`?page=`), replacing the entry rather than adding one per click,
 * so a reload reopens it (useBuilderLoad reads it back). A page not saved yet (negative id) is written once the
 * save gives it its id.
 */
export function usePageInAddress() {
  const activePageId = useBuilderState()?.activePageId ?? null;
  const [search, setSearch] = useSearchParams();
  const inAddress = search.get("page");
  useEffect(() => {
    if (activePageId === null || activePageId < 0 || inAddress === String(activePageId)) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("page", String(activePageId));
        return next;
      },
      { replace: true },
    );
  }, [activePageId, inAddress, setSearch]);
}
