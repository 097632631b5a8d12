import type { PlayerState } from "@coursewright/course-model";
import { lazy, Suspense, useEffect, useState } from "react";

type PageListProps = { engine: PlayerState; opened: boolean; onClose(): void };

const PageListDrawer = lazy(() => import("./PageListDrawer").then((module) => ({ default: module.PageListDrawer })));

/** Drawn closed first, then opened, so the drawer slides in as it does every other time. */
function OpeningDrawer(props: PageListProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <PageListDrawer {...props} opened={props.opened && ready} />;
}

/**
 * The page list (Mantine's Drawer with its focus trap, scroll lock and transitions) loads when the learner first
 * opens it: most never do, and the first page does not wait for it.
 */
export function LazyPageList(props: PageListProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OpeningDrawer {...props} />
    </Suspense>
  );
}
