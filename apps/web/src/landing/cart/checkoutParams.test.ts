import { describe, expect, it } from "vitest";
import { checkoutReturn } from "./checkoutParams";

describe("the checkout's answer in a landing page's address", () => {
  it("reads a success with its order and a cancellation", () => {
    expect(checkoutReturn("?checkout=success&order_id=12")).toEqual({ status: "success", orderId: 12 });
    expect(checkoutReturn("?checkout=cancelled&order_id=12")).toEqual({ status: "cancelled" });
    expect(checkoutReturn("?checkout=cancel")).toEqual({ status: "cancelled" });
  });

  it("ignores anything else", () => {
    expect(checkoutReturn("")).toBeNull();
    expect(checkoutReturn("?checkout=success")).toBeNull();
    expect(checkoutReturn("?checkout=success&order_id=-3")).toBeNull();
    expect(checkoutReturn("?checkout=success&order_id=1.5")).toBeNull();
    expect(checkoutReturn("?checkout=whatever&order_id=2")).toBeNull();
  });
});
