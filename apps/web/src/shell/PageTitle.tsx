import { Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";

/** Names the browser tab after the screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Coursewright`;
  }, [title]);
}

/** A screen's heading; also names the browser tab. */
export function PageTitle({ title, subtitle, center = false }: { title: string; subtitle?: string; center?: boolean }) {
  useDocumentTitle(title);
  return (
    <Stack gap={6} ta={center ? "center" : undefined}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {/* gray.7: Mantine's "dimmed" grey is below 4.5:1 on the app's background (axe, issue 21). */}
      {subtitle && <Text c="gray.7">{subtitle}</Text>}
    </Stack>
  );
}
