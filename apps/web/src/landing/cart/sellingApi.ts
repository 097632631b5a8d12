import type {
  CheckedCart,
  CheckoutStarted,
  EventBooked,
  Order,
  ShortRegistrationResult,
  WaitlistJoined,
} from "@coursewright/course-model";
import { signInWithToken } from "../../session/store";
import { landingRequest } from "../api";
import type { Buyer } from "./BuyerFields";

/** The sign-in a short registration answers lasts a day (modules/commerce/shortRegistration.ts). */
const SHORT_SIGN_IN_SECONDS = 24 * 3600;

const landing = (hubId: number) => `/api/course_hubs/landing/${hubId}`;

export const checkCart = (hubId: number, items: string[]) =>
  landingRequest<{ data: CheckedCart }>("POST", `${landing(hubId)}/cart/check`, { items }).then((a) => a.data);

export const startCheckout = (hubId: number, items: string[], buyer: Buyer | null, returnPath: string) =>
  landingRequest<{ data: CheckoutStarted }>("POST", `${landing(hubId)}/checkout`, {
    items,
    return_path: returnPath,
    ...(buyer ? { buyer } : {}),
  }).then((a) => a.data);

export const bookEvent = (hubId: number, eventId: number, buyer: Buyer | null) =>
  landingRequest<{ data: EventBooked }>(
    "POST",
    `${landing(hubId)}/events/${eventId}/book`,
    buyer ? { buyer } : {},
  ).then((a) => a.data);

export const joinWaitlist = (hubId: number, eventId: number, buyer: Buyer | null) =>
  landingRequest<{ data: WaitlistJoined }>(
    "POST",
    `${landing(hubId)}/events/${eventId}/waitlist`,
    buyer ? { buyer } : {},
  ).then((a) => a.data);

/** POST /api/short_register: a learner account for a name and an address, mailed a link to set its password. */
export const shortRegister = (buyer: Buyer) =>
  landingRequest<{ data: ShortRegistrationResult }>("POST", "/api/short_register", buyer).then((a) => a.data);

export const fetchOrder = (orderId: number) =>
  landingRequest<{ data: Order }>("GET", `/api/orders/${orderId}`).then((a) => a.data);

/** A short registration's answer signs the new learner in on this page (what they bought, where it plays). */
export function keepSignIn(result: ShortRegistrationResult): void {
  if (result.access_token) signInWithToken(result.access_token, SHORT_SIGN_IN_SECONDS);
}
