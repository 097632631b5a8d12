import { LearnerCoursesScreen } from "../../shares/LearnerCoursesScreen";

export default function UpcomingCoursesPage() {
  return <LearnerCoursesScreen list="upcoming" />;
}
