import { Skeleton } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";

// recharts arrives with the first chart, not with the reports page (nor any other page).
const load = () => import("./charts");
const Completion = lazy(() => load().then((m) => ({ default: m.CompletionChart })));
const DropOff = lazy(() => load().then((m) => ({ default: m.DropOffChart })));
const Questions = lazy(() => load().then((m) => ({ default: m.QuestionsChart })));

const fallback = (h: number) => <Skeleton h={h} radius="md" />;

export const CompletionChart = (props: ComponentProps<typeof Completion>) => (
  <Suspense fallback={fallback(260)}>
    <Completion {...props} />
  </Suspense>
);
export const DropOffChart = (props: ComponentProps<typeof DropOff>) => (
  <Suspense fallback={fallback(220)}>
    <DropOff {...props} />
  </Suspense>
);
export const QuestionsChart = (props: ComponentProps<typeof Questions>) => (
  <Suspense fallback={fallback(180)}>
    <Questions {...props} />
  </Suspense>
);
