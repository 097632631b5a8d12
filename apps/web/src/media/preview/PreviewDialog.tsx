import { MEDIA_TYPE, type MediaItem } from "@coursewright/course-model";
import { AspectRatio, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { MediaTypeIcon, typeLabelKey } from "../mediaTypes";
import { ScormSlot } from "./ScormSlot";

// Only the animation preview needs lottie-web: it stays out of the screen's chunk.
const LottiePlayer = lazy(() => import("./LottiePlayer").then((m) => ({ default: m.LottiePlayer })));

function Body({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  switch (item.medialibrary_type) {
    case MEDIA_TYPE.IMAGE:
      return (
        <img src={item.url} alt={item.title} className="cw-media-preview-image" data-testid="media-preview-image" />
      );
    case MEDIA_TYPE.VIDEO_FILE:
      // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption tracks.
      return <video src={item.url} controls preload="metadata" className="cw-media-preview-video" />;
    case MEDIA_TYPE.AUDIO:
      // biome-ignore lint/a11y/useMediaCaption: uploaded audio comes without caption tracks.
      return <audio src={item.url} controls preload="metadata" style={{ width: "100%" }} />;
    case MEDIA_TYPE.VIDEO_EMBED:
      return (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={item.custom_properties.embed?.embed_url ?? item.url}
            title={item.title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            style={{ border: 0, borderRadius: 8 }}
          />
        </AspectRatio>
      );
    case MEDIA_TYPE.JSON_ANIMATION:
      return (
        <Suspense fallback={null}>
          <LottiePlayer url={item.url} label={item.title} />
        </Suspense>
      );
    case MEDIA_TYPE.SCORM:
      return <ScormSlot item={item} />;
    default:
      return (
        <Stack align="center" gap="sm" py="lg">
          <MediaTypeIcon item={item} size={72} />
          <Text size="sm" c="dimmed">
            {t("media.document_hint")}
          </Text>
        </Stack>
      );
  }
}

function Facts({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const { width, height } = item.custom_properties;
  const facts: ReactNode[] = [
    <Badge key="type" variant="light">
      {t(typeLabelKey(item.medialibrary_type))}
    </Badge>,
  ];
  if (item.medialibrary_type !== MEDIA_TYPE.VIDEO_EMBED)
    facts.push(
      <Text key="size" size="sm" c="dimmed">
        {item.human_readable_size}
      </Text>,
    );
  if (width && height) facts.push(<Text key="dim" size="sm" c="dimmed">{`${width} × ${height}`}</Text>);
  facts.push(
    <Text key="name" size="sm" c="dimmed" truncate maw={280} title={item.file_name}>
      {item.file_name}
    </Text>,
  );
  return <Group gap="sm">{facts}</Group>;
}

/** Shows one item: the image, a player for video and audio, the embedded video, the animation or package. */
export function PreviewDialog({
  item,
  onClose,
  footer,
}: {
  item: MediaItem | null;
  onClose(): void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const wide = item && item.medialibrary_type !== MEDIA_TYPE.AUDIO && item.medialibrary_type !== MEDIA_TYPE.OTHER;
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("media.close") }}
      opened={item !== null}
      onClose={onClose}
      title={item?.title}
      size={item?.medialibrary_type === MEDIA_TYPE.SCORM ? "75rem" : wide ? "xl" : "lg"}
      centered
      data-testid="media-preview"
      styles={{ title: { fontWeight: 600, overflowWrap: "anywhere" } }}
    >
      {item && (
        <Stack gap="md">
          <div className="cw-media-preview-body">
            <Body item={item} />
          </div>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Facts item={item} />
            <Group gap="sm">
              {footer}
              {item.download_url && (
                <Button
                  component="a"
                  href={item.download_url}
                  download
                  leftSection={<IconDownload size={16} aria-hidden />}
                  variant="default"
                >
                  {t("media.download")}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
