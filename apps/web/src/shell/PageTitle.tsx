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
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
