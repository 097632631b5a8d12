/** The checkout's answer in the address: `?checkout=success&order_id=12` or `?checkout=cancelled`. */
export function checkoutReturn(
  search: string,
): { status: "success"; orderId: number } | { status: "cancelled" } | null {
  const params = new URLSearchParams(search);
  const status = params.get("checkout");
  const orderId = Number(params.get("order_id"));
  if (status === "success" && Number.isInteger(orderId) && orderId > 0) return { status: "success", orderId };
  if (status === "cancelled" || status === "cancel") return { status: "cancelled" };
  return null;
}
