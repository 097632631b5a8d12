import { timestamp } from "drizzle-orm/pg-core";

/** created_at and updated_at of most tables. */
export const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
