import { useEffect } from "react";
import { useAppConfig } from "../api/queries";
import { useSession } from "../session/store";

const SCRIPT_ID = "userway-widget";
const SCRIPT_SRC = "https://cdn.userway.org/widget.js";

/** Spec 6: userway_status 1 adds the accessibility widget, once (never a second script). */
export function useUserway(): void {
  const enabled = useSession((s) => s.user?.userway_status === 1);
  const config = useAppConfig();
  const account = config.data?.userway_account ?? null;
  useEffect(() => {
    if (!enabled || !config.isFetched || document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = SCRIPT_SRC;
    script.async = true;
    if (account) script.setAttribute("data-account", account);
    document.body.appendChild(script);
  }, [enabled, account, config.isFetched]);
}
