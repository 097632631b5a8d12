import { formatPriceFor, type Order } from "@coursewright/course-model";
import { Badge, Button, Divider, Drawer, Group, Skeleton, Stack, Table, Text } from "@mantine/core";
import { IconArrowBackUp, IconFlask, IconLock } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { languageInfo, useLanguage } from "../../i18n/language";
import { formatDateTime, REFUNDABLE_STATUSES } from "../../selling/format";
import { useOrder } from "../../selling/queries";
import { refundable } from "../../selling/refundAmount";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { RefundDialog } from "./RefundDialog";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="end" data-testid={testId} component="div">
        {children}
      </Text>
    </Group>
  );
}

/** An order's details beside the list (fresh from the server), with the way to refund it. */
export function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const locale = languageInfo(useLanguage((s) => s.code)).bcp47;
  const query = useOrder(orderId);
  const [refunding, setRefunding] = useState(false);
  const order = query.data;
  const price = (o: Order, minor: number) => formatPriceFor(minor, o.currency, locale);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={24} w="50%" />
        <Skeleton h={120} />
        <Skeleton h={80} />
      </Stack>
    );
  } else if (!order) {
    body = (
      <LoadErrorAlert
        title={t("selling_admin.order.load_failed_title")}
        text={t("selling_admin.order.load_failed")}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const left = refundable(order);
    const canRefund = REFUNDABLE_STATUSES.includes(order.status) && left > 0;
    body = (
      <Stack gap="md" data-testid="order-drawer-body">
        <Group gap="xs">
          <OrderStatusBadge status={order.status} />
          {order.provider === "test" && (
            <Badge variant="outline" color="orange.9" leftSection={<IconFlask size={12} aria-hidden />}>
              {t("selling_admin.payouts.test_mode")}
            </Badge>
          )}
          {order.access_revoked && (
            <Badge
              variant="light"
              color="red"
              leftSection={<IconLock size={12} aria-hidden />}
              data-testid="order-revoked"
            >
              {t("selling_admin.order.access_revoked")}
            </Badge>
          )}
        </Group>
        <Stack gap={6}>
          <Fact label={t("selling_admin.order.buyer")}>
            <Text size="sm" dir="auto">
              {order.buyer.name}
            </Text>
            <Text size="xs" c="dimmed" dir="ltr">
              {order.buyer.email}
            </Text>
          </Fact>
          <Fact label={t("selling_admin.order.hub")}>{order.hub_name}</Fact>
          <Fact label={t("selling_admin.order.created")}>{formatDateTime(order.created_at, locale)}</Fact>
          <Fact label={t("selling_admin.order.paid")}>
            {order.paid_at ? formatDateTime(order.paid_at, locale) : t("selling_admin.order.not_paid")}
          </Fact>
        </Stack>
        <Divider />
        <Table verticalSpacing={6} aria-label={t("selling_admin.order.lines")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("selling_admin.order.item")}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t("selling_admin.order.price")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={line.id} data-testid="order-line">
                <Table.Td>
                  <Text size="sm" dir="auto">
                    {line.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`selling_admin.orders.kind.${line.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: "nowrap" }}>
                  {price(order, line.price)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={6}>
          <Fact label={t("selling_admin.order.total")} testId="order-total">
            <strong>{price(order, order.total)}</strong>
          </Fact>
          <Fact label={t("selling_admin.order.refunded")} testId="order-refunded">
            {price(order, order.refunded)}
          </Fact>
          {order.platform_fee > 0 && (
            <Fact label={t("selling_admin.order.platform_fee")}>{price(order, order.platform_fee)}</Fact>
          )}
        </Stack>
        {canRefund ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => setRefunding(true)}
            data-testid="order-refund"
          >
            {t("selling_admin.order.refund")}
          </Button>
        ) : (
          <Text size="sm" c="dimmed" data-testid="order-not-refundable">
            {t(order.status === "refunded" ? "selling_admin.order.fully_refunded" : "selling_admin.order.no_refund")}
          </Text>
        )}
        {refunding && <RefundDialog key={order.id} order={order} opened onClose={() => setRefunding(false)} />}
      </Stack>
    );
  }

  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t("selling_admin.order.title", { id: orderId ?? "" })}
      closeButtonProps={{ "aria-label": t("selling_admin.close") }}
      data-testid="order-drawer"
    >
      {body}
    </Drawer>
  );
}
