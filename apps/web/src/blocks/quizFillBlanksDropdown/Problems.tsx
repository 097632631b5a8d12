import { Alert, List } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Problem } from "./list";

/** The author's problems with a question, listed under the editor; nothing when all is well. */
export function Problems({ problems }: { problems: readonly Problem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      p="xs"
      role="status"
      data-testid="quiz-problems"
    >
      <List size="sm" spacing={2}>
        {problems.map((problem) => (
          <List.Item key={`${problem.key}-${JSON.stringify(problem.values ?? {})}`}>
            {t(problem.key, problem.values)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
