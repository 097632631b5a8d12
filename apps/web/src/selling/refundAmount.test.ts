import { describe, expect, it } from "vitest";
import { readRefundAmount, refundAmountText, refundable } from "./refundAmount";

describe("refund amounts", () => {
  it("reads what is typed in the order's currency into minor units, whatever its decimals", () => {
    expect(readRefundAmount("12,5", "EUR", 5000)).toEqual({ ok: true, minor: 1250 });
    expect(readRefundAmount("12.50", "EUR", 5000)).toEqual({ ok: true, minor: 1250 });
    expect(readRefundAmount("1500", "JPY", 3000)).toEqual({ ok: true, minor: 1500 });
    expect(readRefundAmount("1.5", "KWD", 3000)).toEqual({ ok: true, minor: 1500 });
  });

  it("refuses what is not an amount of that currency, nothing, and more than is left", () => {
    expect(readRefundAmount("12.505", "EUR", 5000)).toEqual({ ok: false, problem: "amount" });
    expect(readRefundAmount("15.5", "JPY", 5000)).toEqual({ ok: false, problem: "amount" });
    expect(readRefundAmount("-3", "EUR", 5000)).toEqual({ ok: false, problem: "amount" });
    expect(readRefundAmount("", "EUR", 5000)).toEqual({ ok: false, problem: "amount" });
    expect(readRefundAmount("0.00", "EUR", 5000)).toEqual({ ok: false, problem: "zero" });
    expect(readRefundAmount("50.01", "EUR", 5000)).toEqual({ ok: false, problem: "above" });
    expect(readRefundAmount("50", "EUR", 5000)).toEqual({ ok: true, minor: 5000 });
  });

  it("refuses a KWD refund off the payment provider's step of ten minor units", () => {
    expect(readRefundAmount("1.005", "KWD", 3000)).toEqual({ ok: false, problem: "step" });
    expect(readRefundAmount("1.01", "KWD", 3000)).toEqual({ ok: true, minor: 1010 });
  });

  it("starts from what is left, written with the currency's own decimals", () => {
    expect(refundable({ total: 1900, refunded: 500 })).toBe(1400);
    expect(refundable({ total: 1900, refunded: 1900 })).toBe(0);
    expect(refundAmountText(1400, "EUR")).toBe("14.00");
    expect(refundAmountText(1500, "JPY")).toBe("1500");
    expect(refundAmountText(1500, "KWD")).toBe("1.500");
  });
});
