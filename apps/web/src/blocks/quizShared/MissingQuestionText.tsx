import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";

/**
 * On the canvas, where an unselected question's text would be: the author cleared it (or never wrote one), and
 * learners would meet bare options. Its words are the interface's; the player never shows it.
 */
export function MissingQuestionText() {
  const { t } = useTranslation();
  const chrome = useInterfaceRootProps();
  return (
    <div className="cw-quiz-no-text" role="note" data-testid="quiz-no-text" {...chrome}>
      <IconAlertTriangle size={16} aria-hidden />
      <span>{t("blocks.quiz.common.no_text")}</span>
    </div>
  );
}
