// Shared with the player, which must not import the builder.
export { pageBackgroundStyle } from "../../courses/pageBackground";
