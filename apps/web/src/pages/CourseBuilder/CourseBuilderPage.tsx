import { useMediaQuery } from "@mantine/hooks";
import { Navigate, useParams, useSearchParams } from "react-router";
import { BuilderScreen } from "./BuilderScreen";
import { BuilderLoadError, BuilderSkeleton } from "./BuilderStates";
import { PhoneNotice } from "./PhoneNotice";
import { useBuilderLoad } from "./useBuilderLoad";
import "./CourseBuilder.css";
import { TOO_SMALL_QUERY } from "../../builder/drawer/drawerMode";
import { parseIdParam } from "../../routing/params";
import { useNoticesAtBottom } from "../../shell/NoticesHost";

/** /courseBuilder/:courseId, full screen (no sidebar). */
export default function CourseBuilderPage() {
  const courseId = parseIdParam(useParams().courseId);
  const tooSmall = useMediaQuery(TOO_SMALL_QUERY, false, { getInitialValueInEffect: false });
  // From the first frame (the builder still loading) to the last: a notice does not move when the builder is drawn.
  useNoticesAtBottom();
  if (courseId === null) return <Navigate to="/404" replace />;
  // Below 1024 px: a notice saying why, instead of a cramped canvas (builder/drawer/drawerMode.ts).
  if (tooSmall) return <PhoneNotice courseId={courseId} />;
  return <LoadedBuilder key={courseId} courseId={courseId} />;
}

function LoadedBuilder({ courseId }: { courseId: number }) {
  const [search] = useSearchParams();
  const { status, retry } = useBuilderLoad(courseId, parseIdParam(search.get("page") ?? undefined));
  if (status === "failed") return <BuilderLoadError onRetry={retry} />;
  if (status === "loading") return <BuilderSkeleton />;
  return <BuilderScreen courseId={courseId} />;
}
