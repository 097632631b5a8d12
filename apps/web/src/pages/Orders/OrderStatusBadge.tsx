import type { OrderStatus } from "@coursewright/course-model";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ORDER_STATUS_COLOR } from "../../selling/format";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    // A coloured dot beside dark text: readable at the badge's small size, as the hubs' status badges.
    <Badge variant="dot" color={ORDER_STATUS_COLOR[status]} data-testid="order-status" data-status={status}>
      {t(`selling_admin.orders.status.${status}`)}
    </Badge>
  );
}
