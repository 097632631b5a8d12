import type { Hotspot, MediaItem } from "@coursewright/course-model";
import { Badge, Center, Popover, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import "./hotspots.css";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import { allOpened, containedRect, readHotspots } from "./hotspots";

/**
 * An image with numbered hotspots that open their title and text. The hotspots sit on the image as it is
 * drawn (scaled to fit the cell, centred), so they keep their spot at any cell size. In the player the
 * learner has interacted once every hotspot was opened.
 */
export function ClickImageShowTextView({ block, media, mode, onInteract }: BlockViewProps) {
  const { t } = useTranslation();
  const row = media[0];
  const item = row?.medialibrary_item ?? null;
  const hotspots = useMemo(() => readHotspots(block.settings), [block.settings]);
  if (!row || !item) {
    return (
      <Center h="100%" p="sm" data-testid="block-view-clickImageShowText">
        {mode === "builder" && (
          <Text size="sm" c="dimmed" ta="center">
            {t("blocks.click_image.empty")}
          </Text>
        )}
      </Center>
    );
  }
  return (
    <HotspotImage
      key={item.id}
      item={item}
      alt={row.alt_text ?? item.title}
      hotspots={hotspots}
      mode={mode}
      onInteract={onInteract}
    />
  );
}

interface HotspotImageProps {
  item: MediaItem;
  alt: string;
  hotspots: Hotspot[];
  mode: BlockViewProps["mode"];
  onInteract(): void;
}

function HotspotImage({ item, alt, hotspots, mode, onInteract }: HotspotImageProps) {
  const { t } = useTranslation();
  const chrome = useInterfaceRootProps();
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const [natural, setNatural] = useState({
    width: item.custom_properties.width ?? 0,
    height: item.custom_properties.height ?? 0,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const reported = useRef(false);
  const image = containedRect(width, height, natural.width, natural.height);

  useEffect(() => {
    if (mode !== "player" || reported.current || !allOpened(hotspots, opened)) return;
    reported.current = true;
    onInteract();
  }, [mode, hotspots, opened, onInteract]);

  const open = (id: string) => {
    setOpenId((current) => (current === id ? null : id));
    setOpened((seen) => (seen.has(id) ? seen : new Set(seen).add(id)));
  };

  return (
    <div ref={ref} className="cw-hotspots" data-testid="block-view-clickImageShowText">
      <img
        className="cw-hotspots-image"
        src={item.url}
        alt={alt}
        draggable={false}
        onLoad={(event) => {
          const { naturalWidth, naturalHeight } = event.currentTarget;
          if (naturalWidth !== natural.width || naturalHeight !== natural.height) {
            setNatural({ width: naturalWidth, height: naturalHeight });
          }
        }}
      />
      {image.width > 0 && (
        <div
          className="cw-hotspots-layer"
          style={{ left: image.left, top: image.top, width: image.width, height: image.height }}
        >
          {hotspots.map((hotspot, index) => (
            <Popover
              key={hotspot.id}
              opened={openId === hotspot.id}
              onChange={(isOpen) => {
                if (!isOpen) setOpenId((current) => (current === hotspot.id ? null : current));
              }}
              width={300}
              position="top"
              withArrow
              shadow="md"
              returnFocus
            >
              <Popover.Target>
                <button
                  type="button"
                  className="cw-hotspot"
                  style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
                  data-opened={opened.has(hotspot.id)}
                  aria-expanded={openId === hotspot.id}
                  aria-label={t("blocks.click_image.hotspot_label", {
                    number: index + 1,
                    title: hotspot.title || t("blocks.click_image.untitled"),
                  })}
                  onClick={() => open(hotspot.id)}
                  data-testid="block-hotspot"
                >
                  {index + 1}
                </button>
              </Popover.Target>
              <Popover.Dropdown data-testid="block-hotspot-popover" mah={360} style={{ overflowY: "auto" }}>
                {hotspot.title && (
                  <Text fw={600} size="sm" mb={4} style={{ overflowWrap: "anywhere" }}>
                    {hotspot.title}
                  </Text>
                )}
                {!hotspot.title && !hotspot.text && (
                  <Text size="sm" c="dimmed" {...chrome}>
                    {t("blocks.click_image.no_text")}
                  </Text>
                )}
                {hotspot.text && (
                  <Text size="sm" className="cw-hotspot-text">
                    {hotspot.text}
                  </Text>
                )}
              </Popover.Dropdown>
            </Popover>
          ))}
        </div>
      )}
      {mode === "builder" && hotspots.length === 0 && (
        <Badge pos="absolute" top={8} left={8} variant="default" style={{ textTransform: "none" }}>
          {t("blocks.click_image.no_hotspots_hint")}
        </Badge>
      )}
    </div>
  );
}
