import { describe, expect, it } from "vitest";
import { opened, toggled } from "./drawerMode";

const closed = { leftOpen: false, rightOpen: false };

describe("drawers", () => {
  it("beside the canvas, both may be open", () => {
    expect(opened({ ...closed, rightOpen: true, overlay: false }, "left")).toEqual({ leftOpen: true, rightOpen: true });
    expect(toggled({ leftOpen: true, rightOpen: true, overlay: false }, "right")).toEqual({
      leftOpen: true,
      rightOpen: false,
    });
  });

  it("over the canvas, opening one closes the other", () => {
    expect(opened({ ...closed, rightOpen: true, overlay: true }, "left")).toEqual({ leftOpen: true, rightOpen: false });
    expect(toggled({ ...closed, leftOpen: true, overlay: true }, "right")).toEqual({
      leftOpen: false,
      rightOpen: true,
    });
    expect(toggled({ ...closed, leftOpen: true, overlay: true }, "left")).toEqual(closed);
  });
});
