export * from "./bookings";
export * from "./cart";
export * from "./cartKeys";
export * from "./orders";
export * from "./payouts";
