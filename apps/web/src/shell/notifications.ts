// Mantine's notifications with their styles (the Notification component's and the container's), loaded together
// with the first notice (notify.ts) and after mantine-core.css, the order of @mantine/core/styles.css.
import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";

export { Notifications, notifications } from "@mantine/notifications";
