import { createRequire } from "node:module";
import type StripeSdk from "stripe";

let loaded: typeof StripeSdk | undefined;

/**
 * Stripe's SDK, required on first use (a webhook to verify, a Stripe provider to make) rather than at start: some
 * 3 MB of heap that a server which never sells or receives a webhook does not need (issue 20, bench/RESULTS.md).
 */
export function loadStripe(): typeof StripeSdk {
  loaded ??= createRequire(import.meta.url)("stripe");
  if (!loaded) throw new Error("the stripe package did not load");
  return loaded;
}
