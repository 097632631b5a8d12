import { Alert, List } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The author's problems with a question, inline under what they concern; nothing when all is well. */
export function ProblemList({ problems }: { problems: readonly { key: string; values?: Record<string, number> }[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs" role="status">
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
