import type sharpType from "sharp";

let loaded: Promise<typeof sharpType> | undefined;

/**
 * sharp, imported on first use: loading it (libvips and its threads) adds about 28 MB to the process, which a
 * server that only streams uploads, serves reads or stores videos never needs (issue 20: the idle cluster node).
 */
export function loadSharp(): Promise<typeof sharpType> {
  loaded ??= import("sharp").then((module) => module.default);
  return loaded;
}
