import { MEDIA_TYPE, type MediaItem } from "@coursewright/course-model";
import { Button, Group, Input, Text } from "@mantine/core";
import { IconPhoto, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaPicker } from "../../media";
import type { ImageChoice } from "../hubForm";

const IMAGES = [MEDIA_TYPE.IMAGE];

export interface HubImageFieldProps {
  /** The field's id (its button gets it, so a server error can focus it). */
  id: string;
  label: string;
  hint?: string;
  value: ImageChoice | null;
  onChange(value: ImageChoice | null): void;
  error?: ReactNode;
  /** "wide" for covers and banners (16:9), "square" for logos. */
  shape?: "wide" | "square";
  /** What shows without an image (the fallback the hub uses). */
  emptyText?: string;
  testId: string;
}

/** An image of the hub picked from the media library (images only), with a preview; removable. */
export function HubImageField(props: HubImageFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const { value, shape = "wide" } = props;
  return (
    <Input.Wrapper label={props.label} description={props.hint} error={props.error} labelElement="div">
      <Group gap="sm" mt={6} wrap="nowrap" align="center" data-testid={props.testId}>
        <div className="cw-hub-image" data-shape={shape} data-empty={value ? undefined : true}>
          {value ? (
            <img src={value.url} alt={t("hubs_admin.image.preview_alt", { label: props.label })} />
          ) : (
            <IconPhoto size={22} aria-hidden />
          )}
        </div>
        <div className="cw-hub-image__actions">
          <Button
            id={props.id}
            variant="light"
            size="xs"
            leftSection={<IconPhoto size={14} aria-hidden />}
            onClick={() => setPicking(true)}
            data-testid={`${props.testId}-choose`}
          >
            {value ? t("hubs_admin.image.replace") : t("hubs_admin.image.choose")}
          </Button>
          {value ? (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => props.onChange(null)}
              data-testid={`${props.testId}-remove`}
            >
              {t("hubs_admin.image.remove")}
            </Button>
          ) : (
            props.emptyText && (
              <Text size="xs" c="dimmed">
                {props.emptyText}
              </Text>
            )
          )}
        </div>
      </Group>
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        types={IMAGES}
        title={t("hubs_admin.image.pick", { label: props.label })}
        onPick={(item: MediaItem) => props.onChange({ media_id: item.id, url: item.thumb_url ?? item.url })}
      />
    </Input.Wrapper>
  );
}
