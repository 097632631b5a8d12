import { LearnerCoursesScreen } from "../../shares/LearnerCoursesScreen";

export default function CompletedCoursesPage() {
  return <LearnerCoursesScreen list="completed" />;
}
