import { notifications } from "@mantine/notifications";

/** The success snackbar: top centre, 3000 ms (position and duration are set once on <Notifications>). */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: "green", withBorder: true, styles: { description: { textAlign: "center" } } });
}
