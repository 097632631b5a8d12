import { Input, Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { RichTextEditorProps } from "./RichTextEditorCore";

// The registry holds every type's Editor next to its View, so the player imports editors too: TipTap is
// fetched only when a rich text field is first shown, keeping it out of the player's bundle.
const RichTextEditorCore = lazy(() => import("./RichTextEditorCore"));

/** The builder's rich text field (TipTap): what it writes is rendered by SafeHtml. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, minHeight = 160 } = props;
  return (
    <Suspense
      fallback={
        <div>
          <Input.Label mb={4}>{label}</Input.Label>
          <Skeleton h={minHeight} radius="sm" />
        </div>
      }
    >
      <RichTextEditorCore {...props} />
    </Suspense>
  );
}
