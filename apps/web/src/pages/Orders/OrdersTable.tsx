import { formatPriceFor, type Order } from "@coursewright/course-model";
import { Button, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { languageInfo, useLanguage } from "../../i18n/language";
import { formatDateTime } from "../../selling/format";
import { ScrollRegion } from "../../selling/ScrollRegion";
import { OrderStatusBadge } from "./OrderStatusBadge";

/**
 * One page of orders. On a narrow screen the table scrolls sideways inside a region the keyboard can reach (and
 * scroll with the arrow keys), so every column stays readable.
 */
export function OrdersTable({ orders, onOpen, busy }: { orders: Order[]; onOpen(order: Order): void; busy: boolean }) {
  const { t } = useTranslation();
  const locale = languageInfo(useLanguage((s) => s.code)).bcp47;
  return (
    <ScrollRegion label={t("selling_admin.orders.table")} busy={busy} testId="orders-table">
      <Table striped highlightOnHover verticalSpacing="sm" miw={960}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("selling_admin.orders.col.order")}</Table.Th>
            <Table.Th scope="col">{t("selling_admin.orders.col.date")}</Table.Th>
            <Table.Th scope="col">{t("selling_admin.orders.col.buyer")}</Table.Th>
            <Table.Th scope="col">{t("selling_admin.orders.col.items")}</Table.Th>
            <Table.Th scope="col">{t("selling_admin.orders.col.hub")}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t("selling_admin.orders.col.total")}
            </Table.Th>
            <Table.Th scope="col">{t("selling_admin.orders.col.status")}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t("selling_admin.orders.col.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} data-testid="orders-row" data-order-id={order.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  #{order.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatDateTime(order.created_at, locale)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" dir="auto">
                  {order.buyer.name}
                </Text>
                <Text size="xs" c="dimmed" dir="ltr" ta="start">
                  {order.buyer.email}
                </Text>
              </Table.Td>
              <Table.Td style={{ minWidth: 200 }}>
                {order.lines.map((line) => (
                  <Text key={line.id} size="sm" dir="auto">
                    {line.title}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                <Text size="sm" dir="auto">
                  {order.hub_name}
                </Text>
              </Table.Td>
              <Table.Td ta="end">
                <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }} data-testid="orders-total">
                  {formatPriceFor(order.total, order.currency, locale)}
                </Text>
                {order.refunded > 0 && (
                  <Text size="xs" c="orange.9" style={{ whiteSpace: "nowrap" }}>
                    {t("selling_admin.orders.refunded_amount", {
                      amount: formatPriceFor(order.refunded, order.currency, locale),
                    })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconReceipt size={14} aria-hidden />}
                  onClick={() => onOpen(order)}
                  aria-label={t("selling_admin.orders.details_of", { id: order.id })}
                  data-testid="orders-open"
                >
                  {t("selling_admin.orders.details")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
