import type { LandingCourse } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { filterCourses, filtersQuery, hasFilters, pageOf, readFilters } from "./catalogue";

const course = (id: number, over: Partial<LandingCourse> = {}): LandingCourse => ({
  id,
  title: `Course ${id}`,
  description: null,
  image: null,
  price: 0,
  featured: false,
  category_ids: [],
  tag_ids: [],
  pages_count: 3,
  questions_count: 1,
  estimated_minutes: 10,
  enrolled: false,
  share_id: null,
  ...over,
});

describe("the catalogue's filters", () => {
  it("reads and writes the address's query, ignoring what makes no sense", () => {
    const filters = readFilters("?q=fire&category=3&tag=x&price=paid&page=2");
    expect(filters).toEqual({ search: "fire", category: 3, tag: null, price: "paid", page: 2 });
    expect(filtersQuery(filters)).toBe("?q=fire&category=3&price=paid&page=2");
    expect(readFilters("?price=cheap&page=-4&category=0")).toEqual({
      search: "",
      category: null,
      tag: null,
      price: null,
      page: 1,
    });
    expect(filtersQuery(readFilters(""))).toBe("");
    expect(hasFilters(readFilters("?page=3"))).toBe(false);
    expect(hasFilters(readFilters("?tag=1"))).toBe(true);
  });

  it("keeps the courses every given filter matches, in the hub's order", () => {
    const courses = [
      course(1, { title: "Fire safety", category_ids: [7], price: 0 }),
      course(2, { title: "First aid", description: "Bandages and FIRE blankets", tag_ids: [9], price: 1250 }),
      course(3, { title: "Ladders", category_ids: [7], tag_ids: [9], price: 500 }),
    ];
    const ids = (query: string) => filterCourses(courses, readFilters(query)).map((c) => c.id);
    expect(ids("")).toEqual([1, 2, 3]);
    expect(ids("?q=fire")).toEqual([1, 2]);
    expect(ids("?q=%20FIRE%20")).toEqual([1, 2]);
    expect(ids("?category=7")).toEqual([1, 3]);
    expect(ids("?tag=9&price=paid")).toEqual([2, 3]);
    expect(ids("?price=free")).toEqual([1]);
    expect(ids("?category=7&tag=9&q=ladd")).toEqual([3]);
    expect(ids("?q=nothing")).toEqual([]);
  });

  it("pages, showing the last page for a page past the end", () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOf(items, 1, 12)).toEqual({ items: items.slice(0, 12), page: 1, pages: 3 });
    expect(pageOf(items, 3, 12).items).toEqual([24]);
    expect(pageOf(items, 9, 12).page).toBe(3);
    expect(pageOf([], 1, 12)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
