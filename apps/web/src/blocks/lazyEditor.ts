import { type ComponentType, lazy } from "react";
import type { BlockEditorProps } from "./faces";

/**
 * A type's Editor, loaded the first time a block of that type is selected (BlockProperties waits for it). The
 * registry is read by the canvas and the palette too: with the editors in it, the builder's first draw waited for
 * every editor's code (forms, number and colour inputs, the media library). Loaded once, kept.
 */
export const lazyEditor = <K extends string>(
  load: () => Promise<Record<K, ComponentType<BlockEditorProps>>>,
  name: K,
): ComponentType<BlockEditorProps> =>
  lazy<ComponentType<BlockEditorProps>>(() => load().then((module) => ({ default: module[name] })));
