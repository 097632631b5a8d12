import { Center, Stack, Text } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ViewMode } from "../faces";

/**
 * A media block with nothing to show. The builder tells the author where to act; the player shows an empty
 * cell rather than a broken player (a learner cannot fix it).
 */
export function EmptyMediaHint({
  mode,
  icon: HintIcon,
  text,
  testId,
}: {
  mode: ViewMode;
  icon: Icon;
  text: string;
  testId: string;
}) {
  if (mode === "player") return <div data-testid={testId} style={{ height: "100%" }} />;
  return (
    <Center h="100%" p="sm" data-testid={testId} style={{ overflow: "hidden" }}>
      <Stack align="center" gap={6}>
        <HintIcon size={32} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text size="sm" c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
