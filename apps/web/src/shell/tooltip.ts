// Mantine's Tooltip alone (with floating-ui and its styles), the chunk LazyTooltip loads on the first hover.
import "../styles/mantinePlayer";

export { Tooltip } from "@mantine/core";
