/** Business constants of spec 9 that both apps need. */
export const UI = {
  sidebarFullWidth: 228,
  sidebarMiniWidth: 85,
  mobileHeaderHeight: 60,
  snackbarMs: 3000,
  longClickMs: 500,
  chunkTimeoutMs: 120_000,
  iconSizeSwitchHeight: 807,
  breakpoints: [451, 601, 768, 961, 1024, 1280, 1440, 1535] as const,
  flagSizes: [24, 32] as const,
} as const;

export const DEFAULT_AVATAR_PATH = "/images/default-avatar.svg";
