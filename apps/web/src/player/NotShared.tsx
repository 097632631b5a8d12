import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowLeft, IconLock } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { followLink } from "../routing/navigation";
import "./extras";

/**
 * The course is not shared with the signed-in learner: they are told so, and how to get in, before they go
 * to the dashboard (a button, not a timer, so nobody is moved on before they have read it).
 */
export function NotShared({ backTo }: { backTo: string | null }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <main className="cw-player cw-player-main">
      <Center mih="70dvh">
        <Paper
          className="cw-player-finished"
          radius="lg"
          p={{ base: "lg", sm: 48 }}
          withBorder
          data-testid="player-not-shared"
        >
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden>
              <IconLock size={34} />
            </ThemeIcon>
            <Title order={1} size="h2" ref={headingRef} tabIndex={-1}>
              {t("player.not_shared.title")}
            </Title>
            <Text c="gray.7" className="cw-sentence">
              {t("player.not_shared.text")}
            </Text>
            {backTo !== null && (
              <Button
                component="a"
                href="/dashboard"
                onClick={followLink}
                leftSection={<IconArrowLeft size={18} className="cw-flip-rtl" aria-hidden />}
                data-testid="player-not-shared-dashboard"
              >
                {t("common.to_dashboard")}
              </Button>
            )}
          </Stack>
        </Paper>
      </Center>
    </main>
  );
}
