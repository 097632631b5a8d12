import { describe, expect, it } from "vitest";
import { drawersAfterResize, opened, toggled } from "./drawerMode";

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

describe("drawers after a resize", () => {
  const wide = { wide: true, docked: true };
  const between = { wide: false, docked: true };
  const small = { wide: false, docked: false };
  const bothOpen = { leftOpen: true, rightOpen: true };

  it("no boundary crossed: what the creator chose stays", () => {
    expect(drawersAfterResize({ ...closed, rightOpen: true, overlay: false }, between, between, bothOpen)).toBeNull();
  });

  it("narrowing below 1440 px folds both drawers to rails; below 1280 px lays them over the canvas", () => {
    expect(drawersAfterResize({ ...bothOpen, overlay: false }, wide, between, bothOpen)).toEqual({
      ...closed,
      overlay: false,
    });
    expect(drawersAfterResize({ ...bothOpen, overlay: false }, wide, small, bothOpen)).toEqual({
      ...closed,
      overlay: true,
    });
    expect(drawersAfterResize({ ...closed, leftOpen: true, overlay: false }, between, small, bothOpen)).toEqual({
      ...closed,
      overlay: true,
    });
  });

  it("widening to 1440 px reopens what was open before, plus what the creator opened meanwhile", () => {
    const leftOnly = { leftOpen: true, rightOpen: false };
    expect(drawersAfterResize({ ...closed, overlay: false }, between, wide, leftOnly)).toEqual({
      ...leftOnly,
      overlay: false,
    });
    expect(drawersAfterResize({ ...closed, rightOpen: true, overlay: true }, small, wide, leftOnly)).toEqual({
      ...bothOpen,
      overlay: false,
    });
  });

  it("widening from over the canvas to beside it only docks: the open drawer stays", () => {
    expect(drawersAfterResize({ ...closed, rightOpen: true, overlay: true }, small, between, bothOpen)).toEqual({
      overlay: false,
    });
  });
});
