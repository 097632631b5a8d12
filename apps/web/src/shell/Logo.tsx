import { Group, Text } from "@mantine/core";
import logoMark from "./logo-mark.svg";

export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <img src={logoMark} width={size} height={size} alt={withName ? "" : "Coursewright"} />
      {withName && (
        <Text fw={700} size="lg" c="dark.8" style={{ letterSpacing: -0.3 }}>
          Coursewright
        </Text>
      )}
    </Group>
  );
}
