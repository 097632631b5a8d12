import { useEffect } from "react";
import { useAppConfig } from "../api/queries";
import { useSession } from "../session/store";
import { addUserwayWidget } from "./userway";

/** Spec 6: userway_status 1 adds the accessibility widget. */
export function useUserway(): void {
  const enabled = useSession((s) => s.user?.userway_status === 1);
  const config = useAppConfig();
  const account = config.data?.userway_account ?? null;
  useEffect(() => {
    if (enabled && config.isFetched) addUserwayWidget(account);
  }, [enabled, account, config.isFetched]);
}
