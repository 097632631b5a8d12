import { useMediaQuery } from "@mantine/hooks";
import { Navigate, useParams, useSearchParams } from "react-router";
import { BuilderScreen } from "./BuilderScreen";
import { BuilderLoadError, BuilderSkeleton } from "./BuilderStates";
import { PhoneNotice } from "./PhoneNotice";
import { useBuilderLoad } from "./useBuilderLoad";
import "./CourseBuilder.css";
import { parseIdParam } from "../../routing/params";

/** Below this width the builder shows a notice instead (it is designed for 1280 px and up; spec 9 breakpoints). */
const TOO_SMALL_QUERY = "(max-width: 1023.98px)";

/** /courseBuilder/:courseId, full screen (no sidebar). */
export default function CourseBuilderPage() {
  const courseId = parseIdParam(useParams().courseId);
  const tooSmall = useMediaQuery(TOO_SMALL_QUERY, false, { getInitialValueInEffect: false });
  if (courseId === null) return <Navigate to="/404" replace />;
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
