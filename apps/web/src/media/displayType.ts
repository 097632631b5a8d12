import { STORAGE_KEYS } from "@coursewright/course-model";
import { useCallback, useState } from "react";

export type DisplayType = "grid" | "list";

interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The remembered grid/list choice (spec 9 key medialibraryDisplayType); grid when unset or unreadable. */
export function readDisplayType(storage: KeyValue | null): DisplayType {
  try {
    return storage?.getItem(STORAGE_KEYS.medialibraryDisplayType) === "list" ? "list" : "grid";
  } catch {
    return "grid";
  }
}

export function writeDisplayType(storage: KeyValue | null, value: DisplayType): void {
  try {
    storage?.setItem(STORAGE_KEYS.medialibraryDisplayType, value);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this visit only.
  }
}

const browserStorage = (): KeyValue | null => (typeof localStorage === "undefined" ? null : localStorage);

export function useDisplayType(): [DisplayType, (value: DisplayType) => void] {
  const [value, setValue] = useState<DisplayType>(() => readDisplayType(browserStorage()));
  const change = useCallback((next: DisplayType) => {
    writeDisplayType(browserStorage(), next);
    setValue(next);
  }, []);
  return [value, change];
}
