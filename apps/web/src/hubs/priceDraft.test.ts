import { describe, expect, it } from "vitest";
import { priceDraftOf, readPriceDraft } from "./priceDraft";

describe("price drafts", () => {
  it("shows a stored price with the currency's own decimals, and 0 as free", () => {
    expect(priceDraftOf(0, "EUR")).toEqual({ free: true, text: "" });
    expect(priceDraftOf(1900, "EUR")).toEqual({ free: false, text: "19.00" });
    expect(priceDraftOf(1900, "JPY")).toEqual({ free: false, text: "1900" });
    expect(priceDraftOf(1500, "KWD")).toEqual({ free: false, text: "1.500" });
  });

  it("reads what was typed in the currency, refusing amounts it cannot hold and paid prices of nothing", () => {
    expect(readPriceDraft({ free: true, text: "abc" }, "EUR")).toEqual({ ok: true, minor: 0 });
    expect(readPriceDraft({ free: false, text: "19,5" }, "EUR")).toEqual({ ok: true, minor: 1950 });
    expect(readPriceDraft({ free: false, text: "19.50" }, "JPY")).toEqual({ ok: false, problem: "amount" });
    expect(readPriceDraft({ free: false, text: "" }, "EUR")).toEqual({ ok: false, problem: "amount" });
    expect(readPriceDraft({ free: false, text: "-3" }, "EUR")).toEqual({ ok: false, problem: "amount" });
    expect(readPriceDraft({ free: false, text: "0.00" }, "EUR")).toEqual({ ok: false, problem: "zero" });
    expect(readPriceDraft({ free: false, text: "1000000" }, "EUR")).toEqual({ ok: false, problem: "amount" });
  });

  it("keeps KWD prices on the payment provider's step of ten minor units", () => {
    expect(readPriceDraft({ free: false, text: "1.505" }, "KWD")).toEqual({ ok: false, problem: "step" });
    expect(readPriceDraft({ free: false, text: "1.51" }, "KWD")).toEqual({ ok: true, minor: 1510 });
    expect(readPriceDraft({ free: false, text: "1.505" }, "IQD")).toEqual({ ok: true, minor: 1505 });
  });
});
