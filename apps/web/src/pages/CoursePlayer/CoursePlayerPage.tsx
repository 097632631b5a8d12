import { useParams, useSearchParams } from "react-router";
import { CoursePlayer } from "../../player/CoursePlayer";

/** The player as a route of the app (reached from the builder, a share's entry, the learner's courses). */
export default function CoursePlayerPage() {
  const { courseId } = useParams();
  const [search] = useSearchParams();
  return <CoursePlayer courseId={Number(courseId)} search={search.toString()} />;
}
