import type { OrderStatus } from "@coursewright/course-model";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ORDER_STATUS_COLOR } from "../../selling/format";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    // Dark text on a light tint: readable at the badge's small size.
    <Badge
      variant="light"
      color={ORDER_STATUS_COLOR[status]}
      autoContrast
      data-testid="order-status"
      data-status={status}
    >
      {t(`selling_admin.orders.status.${status}`)}
    </Badge>
  );
}
