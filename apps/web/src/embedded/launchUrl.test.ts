import { describe, expect, it } from "vitest";
import { launchInUrl } from "./launchUrl";

describe("launchInUrl", () => {
  it("finds the launch of the player and of the builder", () => {
    expect(launchInUrl("/coursePlayer/12", "?progress_mode=lms&integration_user_id=u-1&launch=v1.abc")).toEqual({
      launch: "v1.abc",
      integrationUserId: "u-1",
      page: "player",
      courseId: 12,
    });
    expect(launchInUrl("/courseBuilder/7", "?launch=v1.x")).toEqual({
      launch: "v1.x",
      integrationUserId: null,
      page: "builder",
      courseId: 7,
    });
  });

  it("ignores pages that cannot be embedded and addresses without a launch", () => {
    expect(launchInUrl("/dashboard", "?launch=v1.abc")).toBeNull();
    expect(launchInUrl("/coursePlayer/12/extra", "?launch=v1.abc")).toBeNull();
    expect(launchInUrl("/coursePlayer/12", "?progress_mode=lms")).toBeNull();
    expect(launchInUrl("/coursePlayer/12", "?launch=")).toBeNull();
  });
});
