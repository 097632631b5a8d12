import type { TooltipProps } from "@mantine/core";
import { useMergedRef } from "@mantine/hooks";
import {
  type ComponentType,
  cloneElement,
  type ReactElement,
  type Ref,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";

type TooltipComponent = ComponentType<Omit<TooltipProps, "children">>;

let loading: Promise<TooltipComponent> | null = null;

/** Mantine's Tooltip and floating-ui, loaded once, on the first hover of any lazy tooltip. */
function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import("./tooltip").then(
    (module) => module.Tooltip,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type LazyTooltipProps = Omit<TooltipProps, "children" | "target" | "defaultOpened"> & {
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
};

/**
 * Mantine's Tooltip (hover only, its default) for screens that must load little: the tooltip's code comes with
 * the first hover of its target, and the tooltip then shows as it would have. It points at its target (Tooltip's
 * `target`) instead of wrapping it, so the target is never drawn again: focus and state stay where they are.
 */
export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  const target = useRef<HTMLElement>(null);
  const inside = useRef(false);
  const [loaded, setLoaded] = useState<{ Tooltip: TooltipComponent; opened: boolean } | null>(null);
  const ref = useMergedRef(target, children.props.ref);

  const load = useCallback(() => {
    loadTooltip().then(
      (Tooltip) => setLoaded((current) => current ?? { Tooltip, opened: inside.current }),
      (error: unknown) => console.error("loading a tooltip failed", error),
    );
  }, []);

  useEffect(() => {
    const element = target.current;
    if (!element || loaded) return;
    const enter = () => {
      inside.current = true;
      load();
    };
    const leave = () => {
      inside.current = false;
    };
    element.addEventListener("mouseenter", enter);
    element.addEventListener("mouseleave", leave);
    return () => {
      element.removeEventListener("mouseenter", enter);
      element.removeEventListener("mouseleave", leave);
    };
  }, [load, loaded]);

  return (
    <>
      {cloneElement(children, { ref })}
      {loaded && <loaded.Tooltip {...props} target={target} defaultOpened={loaded.opened} />}
    </>
  );
}
