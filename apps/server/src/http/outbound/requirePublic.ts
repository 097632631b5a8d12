import { ValidationError } from "../errors";
import { type OutboundPolicy, refusedWithoutLookup } from "./client";

/**
 * Refuses, when a settings form is saved, the addresses the server would refuse to call: localhost or a private
 * address written out (422, validation.private_address under each such field). A name that resolves to a private
 * address is only found when called, and refused then (client.ts).
 */
export function requirePublicAddresses<T extends string>(
  body: Record<T, string>,
  fields: readonly T[],
  policy: OutboundPolicy,
): void {
  const refused = fields.filter((field) => refusedWithoutLookup(body[field], policy));
  if (refused.length > 0)
    throw new ValidationError(
      Object.fromEntries(refused.map((field) => [field, [{ key: "validation.private_address" }]])),
    );
}
