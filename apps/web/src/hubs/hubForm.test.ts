import type { Hub } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { changedRequest, formToRequest, hubToForm, slugFollowsName, validateHubForm } from "./hubForm";

const HUB: Hub = {
  id: 7,
  name: "Safety Academy",
  slug: "safety-academy",
  description: "<p>Learn</p>",
  logo: { media_id: 3, url: "/logo.png", thumb_url: "/logo-thumb.webp", alt: "" },
  cover: null,
  theme_id: null,
  colors: { primary: "#5062fe", background: "#ffffff", text: "#1a1b1e" },
  language: "en",
  currency: "EUR",
  visibility: "private",
  published: false,
  seo_title: null,
  seo_description: null,
  og_image: null,
  url: "http://localhost/hubs/landing/7/safety-academy",
  counts: { courses: 0, bundles: 0, events: 0, banners: 0, shares: 0, learners: 0, pending_requests: 0 },
  created_at: "2030-01-01T00:00:00Z",
  updated_at: "2030-01-01T00:00:00Z",
};

const echo = (key: string) => key;

describe("hub settings form", () => {
  it("round-trips a hub's settings into the request the server takes", () => {
    const values = hubToForm(HUB);
    expect(values.logo).toEqual({ media_id: 3, url: "/logo-thumb.webp" });
    expect(formToRequest(values)).toMatchObject({
      name: "Safety Academy",
      slug: "safety-academy",
      logo_media_id: 3,
      cover_media_id: null,
      theme_id: null,
      seo_title: "",
      currency: "EUR",
    });
    expect(validateHubForm(values, echo)).toEqual({});
  });

  it("uses the theme only when the colours come from one, and asks for one then", () => {
    const values = { ...hubToForm(HUB), color_source: "theme" as const, theme_id: null };
    expect(validateHubForm(values, echo)).toEqual({ theme_id: "validation.required" });
    expect(formToRequest({ ...values, theme_id: "12" }).theme_id).toBe(12);
    expect(formToRequest({ ...values, theme_id: "12", color_source: "own" }).theme_id).toBeNull();
  });

  it("gives the schema's messages for a bad slug, a missing name and a bad colour", () => {
    const values = { ...hubToForm(HUB), name: " ", slug: "Not A Slug", colors: { ...HUB.colors, text: "red" } };
    expect(validateHubForm(values, echo)).toEqual({
      name: "validation.required",
      slug: "validation.slug",
      "colors.text": "validation.color",
    });
  });

  it("knows when the slug is the one the name makes", () => {
    expect(slugFollowsName("Café Über 2", "cafe-uber-2")).toBe(true);
    expect(slugFollowsName("Safety Academy", "safety")).toBe(false);
  });
});

describe("changedRequest", () => {
  it("sends only the settings changed since the form was loaded, so a second tab puts nothing else back", () => {
    const loaded = hubToForm(HUB);
    expect(changedRequest(loaded, loaded)).toEqual({});
    expect(changedRequest(loaded, { ...loaded, name: "Fire Academy", slug: "fire-academy" })).toEqual({
      name: "Fire Academy",
      slug: "fire-academy",
    });
    expect(changedRequest(loaded, { ...loaded, colors: { ...loaded.colors, primary: "#000000" } })).toEqual({
      colors: { ...loaded.colors, primary: "#000000" },
    });
    expect(changedRequest(loaded, { ...loaded, logo: null })).toEqual({ logo_media_id: null });
  });
});
