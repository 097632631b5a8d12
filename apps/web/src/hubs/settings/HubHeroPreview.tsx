import type { HubColors } from "@coursewright/course-model";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The top of the landing page in miniature, in the colours chosen: cover, logo, name and a button. */
export function HubHeroPreview({
  name,
  colors,
  cover,
  logo,
}: {
  name: string;
  colors: HubColors;
  cover: string | null;
  logo: string | null;
}) {
  const { t } = useTranslation();
  return (
    <figure className="cw-hub-hero" data-testid="hub-hero-preview">
      <div className="cw-hub-hero__page" style={{ background: colors.background, color: colors.text }} aria-hidden>
        <div className="cw-hub-hero__cover" style={{ background: cover ? undefined : colors.primary }}>
          {cover && <img src={cover} alt="" />}
        </div>
        <div className="cw-hub-hero__body">
          {logo && <img className="cw-hub-hero__logo" src={logo} alt="" />}
          <span className="cw-hub-hero__name">{name}</span>
          <span className="cw-hub-hero__line" />
          <span className="cw-hub-hero__button" style={{ background: colors.primary, color: colors.background }}>
            {t("hubs_admin.appearance.preview_button")}
          </span>
        </div>
      </div>
      <Text component="figcaption" size="xs" c="dimmed" mt={6}>
        {t("hubs_admin.appearance.preview_caption")}
      </Text>
    </figure>
  );
}
