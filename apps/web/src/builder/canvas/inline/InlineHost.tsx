import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import {
  type InlineEditing,
  InlineEditingContext,
  type InlinePlainProps,
  type InlineRichProps,
} from "../../../blocks/shared/inlineEditing";
import { SafeHtml } from "../../../blocks/shared/SafeHtml";
import { type InlineHost as Host, InlineHostContext, PENDING_CLASS, patchBlock } from "./host";
import { useToolbarFit } from "./useToolbarFit";

// TipTap comes with the first selected block, not with the builder's first screen (and never with the player).
const InlineRichCore = lazy(() => import("./InlineCores").then((m) => ({ default: m.InlineRichCore })));
const InlinePlainCore = lazy(() => import("./InlineCores").then((m) => ({ default: m.InlinePlainCore })));

function InlineRichField(props: InlineRichProps) {
  return (
    <Suspense fallback={<SafeHtml html={props.value} inert className={PENDING_CLASS} />}>
      <InlineRichCore {...props} />
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
    () => ({ patch: (make) => patchBlock(blockId, make), Rich: InlineRichField, Plain: InlinePlainField }),
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
