// Values of a block's fields as plain constants, without zod: the player reads them (block.ts re-exports them).

export const TEXT_VERTICAL_ALIGN = { TOP: 0, CENTER: 1, BOTTOM: 2 } as const;
export const HORIZONTAL_ALIGN = { LEFT: 0, CENTER: 1, RIGHT: 2 } as const;
export const DISPLAY_CONDITIONS_COMBINE_TYPE = { AND: 0, OR: 1 } as const;
export const BLOCK_ACTION_TYPES = ["link_to_page", "external_web_link"] as const;
export type BlockActionType = (typeof BLOCK_ACTION_TYPES)[number];

export const BLOCK_TEXT_MAX_LENGTH = 100_000;
export const BLOCK_ACTIONS_MAX = 20;
export const BLOCK_DISPLAY_CONDITIONS_MAX = 50;
export const ANIMATION_DELAY_MAX_MS = 600_000;
