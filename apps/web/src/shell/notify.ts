import i18next from "i18next";
import { create } from "zustand";

type NotificationsModule = typeof import("./notifications");

/**
 * Whether the snackbar's container is wanted yet: it mounts (NoticesHost) with the first notice of the page.
 * `atBottom`: a screen whose top is busy (the builder: its toolbar, then the page's title right under it) has
 * the notices at the bottom, so a notice never covers the bar's undo (right after a change, when both are
 * wanted) nor the title of the page just opened (a course made from a template opens with a notice).
 */
export const useNoticesHost = create<{ wanted: boolean; atBottom: boolean }>(() => ({
  wanted: false,
  atBottom: false,
}));

let loading: Promise<NotificationsModule> | null = null;

/**
 * Mantine's notifications (and their transitions) load with the first notice, not with every page: most page
 * views, the course player's above all, never show one. A failed download may be tried again.
 */
export function loadNotifications(): Promise<NotificationsModule> {
  if (!useNoticesHost.getState().wanted) useNoticesHost.setState({ wanted: true });
  loading ??= import("./notifications").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

type Tone = "success" | "error" | "info";
const COLORS: Record<Tone, string> = { success: "green", error: "red", info: "blue" };

/** The snackbar: top centre (bottom in the builder), 3000 ms (position and duration are set once, in NoticesHost). */
function notify(tone: Tone, message: string): void {
  loadNotifications()
    .then(({ notifications }) =>
      notifications.show({
        message,
        color: COLORS[tone],
        withBorder: true,
        // Mantine's close button has no name of its own; screen readers would announce "button".
        closeButtonProps: { "aria-label": i18next.t("common.close") },
        styles: tone === "success" ? { description: { textAlign: "center" } } : undefined,
      }),
    )
    .catch((error: unknown) => console.error("showing a notice failed", message, error));
}

export const notifySuccess = (message: string): void => notify("success", message);
export const notifyError = (message: string): void => notify("error", message);
export const notifyInfo = (message: string): void => notify("info", message);

/**
 * A success said just before opening the builder (a course created): it shows at once where the builder keeps
 * its notices (the bottom), instead of at the top over the screen being left and the builder loading, then
 * jumping down when the builder is drawn. The builder's route puts the notices back when it is left.
 */
export function notifySuccessInBuilder(message: string): void {
  useNoticesHost.setState({ atBottom: true });
  notifySuccess(message);
}
