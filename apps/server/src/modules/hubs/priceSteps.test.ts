import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../test/context";
import { caller, publishedHub } from "./testing";

const EVENT = {
  title: "Live Q&A",
  starts_at: "2030-07-01T18:00",
  ends_at: "2030-07-01T19:30",
  time_zone: "Asia/Kuwait",
  capacity: 30,
};
const STEP = "Prices in KWD go in steps of KWD 0.010 (the last digit must be 0), as card payments need.";

forEachDatabase("course hubs API: prices on the currency's payment step", (t) => {
  const call = caller(t);

  describe("a KWD hub", () => {
    it("refuses a currency change that would leave prices off the step, naming how many", async () => {
      const { creator, hub, paid } = await publishedHub(t);
      // The paid course costs 1250 minor units: on KWD's step. A bundle of 1255 is not.
      const bundle = await call("POST", `/api/course_hubs/${hub.id}/bundles`, creator.token, {
        title: "Pack",
        course_ids: [paid.course.id],
        price: 1255,
      });
      expect(bundle.statusCode, bundle.body).toBe(201);
      const refused = await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { currency: "KWD" });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.currency[0]).toContain("1 prices of this hub are not in steps of KWD 0.010");
      await call("PUT", `/api/course_hubs/${hub.id}/bundles/${bundle.json().data.id}`, creator.token, {
        title: "Pack",
        course_ids: [paid.course.id],
        price: 1260,
      });
      const changed = await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { currency: "KWD" });
      expect(changed.statusCode, changed.body).toBe(200);
      // IQD has three decimals too but no step: any price is chargeable.
      expect((await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { currency: "IQD" })).statusCode).toBe(
        200,
      );
    });

    it("refuses course, bundle and event prices off the step and keeps those on it", async () => {
      const { creator, hub, free, paid } = await publishedHub(t);
      expect((await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { currency: "KWD" })).statusCode).toBe(
        200,
      );
      const entry = (course_id: number, price: number) => ({ course_id, price, featured: false });
      const courses = await call("PUT", `/api/course_hubs/${hub.id}/courses`, creator.token, {
        courses: [entry(free.course.id, 0), entry(paid.course.id, 1505)],
      });
      expect(courses.statusCode).toBe(422);
      expect(courses.json().errors).toEqual({ "courses.1.price": [STEP] });
      const bundle = await call("POST", `/api/course_hubs/${hub.id}/bundles`, creator.token, {
        title: "Pack",
        course_ids: [paid.course.id],
        price: 7,
      });
      expect(bundle.json().errors).toEqual({ price: [STEP] });
      const event = await call("POST", `/api/course_hubs/${hub.id}/events`, creator.token, { ...EVENT, price: 2001 });
      expect(event.json().errors).toEqual({ price: [STEP] });
      const onStep = await call("POST", `/api/course_hubs/${hub.id}/events`, creator.token, { ...EVENT, price: 2000 });
      expect(onStep.statusCode, onStep.body).toBe(201);
      const kept = await call("PUT", `/api/course_hubs/${hub.id}/courses`, creator.token, {
        courses: [entry(free.course.id, 0), entry(paid.course.id, 1510)],
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().data[1].price).toBe(1510);
    });
  });
});
