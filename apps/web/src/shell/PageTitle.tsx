import { Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";

/** A screen's heading; also names the browser tab. */
export function PageTitle({ title, subtitle, center = false }: { title: string; subtitle?: string; center?: boolean }) {
  useEffect(() => {
    document.title = `${title} · Coursewright`;
  }, [title]);
  return (
    <Stack gap={6} ta={center ? "center" : undefined}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
