import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import type { DisplayType } from "../displayType";
import type { MediaEntry } from "../entries";
import { EntryCard, EntryRow } from "./EntryViews";

export interface EntryHandlers {
  onClick(entry: MediaEntry, event: MouseEvent): void;
  onDoubleClick(entry: MediaEntry): void;
  onOpen(entry: MediaEntry): void;
  onToggle(entry: MediaEntry, range: boolean): void;
  onKeyDown(entry: MediaEntry, index: number, event: KeyboardEvent): void;
  onFocus(index: number): void;
  menu?(entry: MediaEntry, tabbable: boolean): ReactNode;
}

/** The entries as a grid of tiles or a list of rows; one entry is in the Tab order, arrows move between them. */
export const EntryListing = forwardRef<
  HTMLElement,
  {
    entries: MediaEntry[];
    display: DisplayType;
    selected: ReadonlySet<string>;
    withCheckbox: boolean;
    focusIndex: number;
    handlers: EntryHandlers;
    label: string;
  }
>(function EntryListing({ entries, display, selected, withCheckbox, focusIndex, handlers, label }, ref) {
  const { t } = useTranslation();
  const View = display === "grid" ? EntryCard : EntryRow;
  return (
    <section
      ref={ref}
      className={display === "grid" ? "cw-media-grid" : "cw-media-list"}
      aria-label={label}
      aria-describedby="cw-media-keys"
      data-testid="media-listing"
      data-display={display}
    >
      {display === "list" && (
        <div className="cw-media-row cw-media-row-head" aria-hidden>
          <span />
          <span />
          <span>{t("media.column.name")}</span>
          <span className="cw-media-row-type">{t("media.column.type")}</span>
          <span className="cw-media-row-size">{t("media.column.size")}</span>
          <span />
        </div>
      )}
      {entries.map((entry, index) => {
        const focusable = index === Math.min(focusIndex, entries.length - 1);
        return (
          <View
            key={entry.key}
            entry={entry}
            index={index}
            selected={selected.has(entry.key)}
            withCheckbox={withCheckbox}
            focusable={focusable}
            onClick={(event) => handlers.onClick(entry, event)}
            onDoubleClick={() => handlers.onDoubleClick(entry)}
            onOpen={() => handlers.onOpen(entry)}
            onToggle={(range) => handlers.onToggle(entry, range)}
            onKeyDown={(event) => handlers.onKeyDown(entry, index, event)}
            onFocus={() => handlers.onFocus(index)}
            menu={handlers.menu?.(entry, focusable)}
          />
        );
      })}
      <span id="cw-media-keys" hidden>
        {withCheckbox ? t("media.keys_hint") : t("media.keys_hint_picker")}
      </span>
    </section>
  );
});
