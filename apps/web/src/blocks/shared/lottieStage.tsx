import { Center, Loader, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { LottieControls } from "./lottie";

/**
 * Where an animation block draws its Lottie file: fills the cell, with a loader while the file and player
 * load and a short notice if either fails. `label` names the animation for screen readers.
 */
export function LottieStage({ lottie, label }: { lottie: LottieControls; label: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ position: "absolute", inset: 0 }}>
      <div
        ref={lottie.containerRef}
        role="img"
        aria-label={label}
        data-testid="block-lottie"
        style={{ width: "100%", height: "100%" }}
      />
      {lottie.status === "loading" && (
        <Center pos="absolute" inset={0}>
          <Loader size="sm" role="status" aria-label={t("blocks.animation.loading")} />
        </Center>
      )}
      {lottie.status === "failed" && (
        <Center pos="absolute" inset={0} p="xs" role="alert">
          <IconAlertTriangle size={20} aria-hidden />
          <Text size="sm" c="dimmed" ml={6}>
            {t("blocks.animation.failed")}
          </Text>
        </Center>
      )}
    </div>
  );
}
