// The launch's address parameter and purposes as plain constants, without zod (launch.ts re-exports them).

export const LAUNCH_PURPOSES = ["player", "builder"] as const;
export type LaunchPurpose = (typeof LAUNCH_PURPOSES)[number];

/** The query parameter that carries a launch on /coursePlayer/{id} and /courseBuilder/{id}. */
export const LAUNCH_PARAM = "launch";
