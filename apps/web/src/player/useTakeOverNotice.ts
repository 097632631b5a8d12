import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { notifyInfo } from "../shell/notify";
import { usePlayerStore } from "./playerStore";

/** Tells the learner, once per take-over, that this page now shows what they did in another window. */
export function useTakeOverNotice(): void {
  const { t } = useTranslation();
  const takeOver = usePlayerStore((s) => s.takeOver);
  const told = useRef(0);
  useEffect(() => {
    if (!takeOver || takeOver.count === told.current) return;
    told.current = takeOver.count;
    notifyInfo(
      takeOver.elsewhere === "finished" ? t("player.taken_over.finished") : t("player.taken_over.started_again"),
    );
  }, [takeOver, t]);
}
