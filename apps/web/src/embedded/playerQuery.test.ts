import { describe, expect, it } from "vitest";
import { readPlayerQuery } from "../progress/createProgressStore";
import { withLaunch } from "./playerQuery";
import { redeemedLaunch } from "./testing";

const query = (search: string) => readPlayerQuery(new URLSearchParams(search));

describe("withLaunch", () => {
  it("plays through the integration's share as its user", () => {
    expect(withLaunch(query("launch=x"), redeemedLaunch())).toMatchObject({
      mode: "server",
      shareId: "AAAAAAAAAAAAAAAAAAAAAA",
      integrationUserId: "u-1",
    });
    expect(withLaunch(query("progress_mode=lms&integration_user_id=other"), redeemedLaunch())).toMatchObject({
      mode: "lms",
      shareId: "AAAAAAAAAAAAAAAAAAAAAA",
      integrationUserId: "u-1",
    });
  });

  it("leaves the query alone without a player launch", () => {
    const plain = query("progress_mode=lms&integration_user_id=u-9");
    expect(withLaunch(plain, null)).toEqual(plain);
    expect(withLaunch(plain, redeemedLaunch({ purpose: "builder", share_id: null }))).toEqual(plain);
  });
});
