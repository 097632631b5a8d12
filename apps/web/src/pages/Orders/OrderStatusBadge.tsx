import type { OrderStatus } from "@coursewright/course-model";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ORDER_STATUS_COLOR } from "../../selling/format";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    // A coloured dot beside dark text: readable at the badge's small size, as the hubs' status badges. The whole
    // word shows: in a table the badge's clipped label would let the column shrink below it.
    <Badge
      variant="dot"
      color={ORDER_STATUS_COLOR[status]}
      miw="max-content"
      data-testid="order-status"
      data-status={status}
    >
      {t(`selling_admin.orders.status.${status}`)}
    </Badge>
  );
}
