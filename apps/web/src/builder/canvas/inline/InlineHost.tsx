import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { placeholdersToChips } from "../../../blocks/quizFillBlanksDropdown/sentence";
import {
  type InlineBlanksProps,
  type InlineEditing,
  InlineEditingContext,
  type InlinePlainProps,
  type InlineRichProps,
} from "../../../blocks/shared/inlineEditing";
import { SafeHtml } from "../../../blocks/shared/SafeHtml";
import { type InlineHost as Host, InlineHostContext, PENDING_CLASS, patchBlock } from "./host";
import { useToolbarFit } from "./useToolbarFit";

// TipTap is not part of the builder's first screen (and never of the player): it is fetched when the browser is
// idle after the first draw (preloadInlineEditor), or with the first selected block if that comes sooner.
const loadInlineCores = () => import("./InlineCores");
const InlineRichCore = lazy(() => loadInlineCores().then((m) => ({ default: m.InlineRichCore })));
const InlinePlainCore = lazy(() => loadInlineCores().then((m) => ({ default: m.InlinePlainCore })));
// The fill-in sentence's field, in a chunk of its own on top of the cores' (only fill-in blocks need it).
const loadInlineBlanks = () => import("./InlineBlanksCore");
const InlineBlanksCore = lazy(() => loadInlineBlanks().then((m) => ({ default: m.InlineBlanksCore })));

/** Fetches the text editor once the browser is idle, so a click into a block's words finds it ready. */
export function useInlineEditorPreload(): void {
  useEffect(() => {
    const load = () => void Promise.all([loadInlineCores(), loadInlineBlanks()]).catch(() => undefined);
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(load, 300);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
}

function InlineRichField(props: InlineRichProps) {
  return (
    <Suspense fallback={<SafeHtml html={props.value} inert className={PENDING_CLASS} />}>
      <InlineRichCore {...props} />
    </Suspense>
  );
}

function InlineBlanksField(props: InlineBlanksProps) {
  return (
    // Its blanks as empty chips meanwhile: the stored `[[blank:b1]]` never shows.
    <Suspense fallback={<SafeHtml html={placeholdersToChips(props.value)} inert className={PENDING_CLASS} />}>
      <InlineBlanksCore {...props} />
    </Suspense>
  );
}

function InlinePlainField(props: InlinePlainProps) {
  return (
    <Suspense fallback={<span className={PENDING_CLASS}>{props.value || props.placeholder}</span>}>
      <InlinePlainCore {...props} />
    </Suspense>
  );
}

/**
 * Wraps the selected block's view so its texts are edited where they show. Only the selected block has one:
 * every other block stays the memoised inert view, so a page of many blocks mounts one editor at most per field
 * of one block.
 */
export function InlineHost({ blockId, children }: { blockId: number; children: ReactNode }) {
  const [toolbarSlot, setToolbarSlot] = useState<HTMLDivElement | null>(null);
  const [activeField, setActiveField] = useState<string | null>(null);
  const editing = useMemo<InlineEditing>(
    () => ({
      patch: (make) => patchBlock(blockId, make),
      Rich: InlineRichField,
      Plain: InlinePlainField,
      Blanks: InlineBlanksField,
    }),
    [blockId],
  );
  const host = useMemo<Host>(
    () => ({ blockId, toolbarSlot, activeField, setActiveField }),
    [blockId, toolbarSlot, activeField],
  );
  useToolbarFit(toolbarSlot, activeField);
  return (
    <InlineHostContext.Provider value={host}>
      <InlineEditingContext.Provider value={editing}>
        <div
          ref={setToolbarSlot}
          className="cw-inline-toolbar-slot cw-no-drag"
          data-editing={activeField !== null || undefined}
        />
        {children}
      </InlineEditingContext.Provider>
    </InlineHostContext.Provider>
  );
}
