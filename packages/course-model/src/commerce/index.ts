export * from "./bookings";
export * from "./cart";
export * from "./orders";
export * from "./payouts";
