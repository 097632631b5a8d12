import { Alert, Center, Loader } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Plays a Lottie file. lottie-web is fetched only here (its own chunk), and its light build is used: it has
 * no expression support, so an uploaded animation cannot run script through expressions (they use eval).
 */
export function LottiePlayer({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "playing" | "failed">("loading");

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      try {
        const [{ default: lottie }, response] = await Promise.all([
          import("lottie-web/build/player/lottie_light"),
          fetch(url),
        ]);
        if (!response.ok) throw new Error(`status ${response.status}`);
        const animationData: unknown = await response.json();
        if (cancelled || !container.current) return;
        const animation = lottie.loadAnimation({
          container: container.current,
          renderer: "svg",
          loop: true,
          autoplay: true,
          animationData,
        });
        destroy = () => animation.destroy();
        setState("playing");
      } catch (error) {
        console.error("animation preview failed", error);
        if (!cancelled) setState("failed");
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  if (state === "failed") {
    return (
      <Alert color="red" variant="light" role="alert">
        {t("media.preview_failed")}
      </Alert>
    );
  }
  return (
    <div className="cw-media-lottie">
      {state === "loading" && (
        <Center pos="absolute" inset={0}>
          <Loader role="status" aria-label={t("common.loading")} />
        </Center>
      )}
      <div
        ref={container}
        role="img"
        aria-label={label}
        data-testid="media-lottie"
        style={{ width: "100%", height: "100%" }}
      />
    </div>
  );
}
