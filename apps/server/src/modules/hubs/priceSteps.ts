import { formatPrice, isOnPriceStep, priceStepMinor } from "@coursewright/course-model";
import { type AnyColumn, eq, sql } from "drizzle-orm";
import { type HubRow, hubBundles, hubCourses, hubEvents } from "../../db/schema";
import type { MessageRef } from "../../http/errors";
import type { Db } from "../courses/db";
import { hubCurrency } from "./presenter";
import type { FieldErrors } from "./references";

/**
 * Prices of a hub stay chargeable in its currency: card payments in BHD, JOD, KWD, OMR and TND go in steps of ten
 * minor units, so a price of KWD 1.005 saved today would only fail later, at a buyer's checkout.
 */
function stepMessage(currency: ReturnType<typeof hubCurrency>): MessageRef {
  return { key: "validation.price_step", params: { currency, step: formatPrice(priceStepMinor(currency), currency) } };
}

/** The named price fields that are off the hub currency's step. */
export function checkPriceSteps(hub: Pick<HubRow, "currency">, prices: Record<string, number>): FieldErrors {
  const currency = hubCurrency(hub);
  const fields: FieldErrors = {};
  for (const [field, price] of Object.entries(prices)) {
    if (!isOnPriceStep(price, currency)) fields[field] = [stepMessage(currency)];
  }
  return fields;
}

/**
 * A change of the hub's currency keeps every stored price as the same number of minor units; it is refused when
 * some of them would be off the new currency's step, naming how many to change first.
 */
export async function checkCurrencyChange(db: Db, hub: HubRow, currency: string | undefined): Promise<FieldErrors> {
  if (currency === undefined || currency === hub.currency) return {};
  const target = hubCurrency({ currency });
  const step = priceStepMinor(target);
  if (step === 1) return {};
  const offStep = (price: AnyColumn) => sql<number>`count(*) filter (where ${price} % ${step} <> 0)::int`;
  const [[courses], [bundles], [events]] = await Promise.all([
    db
      .select({ n: offStep(hubCourses.price) })
      .from(hubCourses)
      .where(eq(hubCourses.hub_id, hub.id)),
    db
      .select({ n: offStep(hubBundles.price) })
      .from(hubBundles)
      .where(eq(hubBundles.hub_id, hub.id)),
    db
      .select({ n: offStep(hubEvents.price) })
      .from(hubEvents)
      .where(eq(hubEvents.hub_id, hub.id)),
  ]);
  const count = (courses?.n ?? 0) + (bundles?.n ?? 0) + (events?.n ?? 0);
  if (count === 0) return {};
  return {
    currency: [{ key: "hubs.prices_off_step", params: { count, currency: target, step: formatPrice(step, target) } }],
  };
}
