import type { Hub } from "@coursewright/course-model";

/**
 * The hub's cover with its logo, as its landing page opens; without a cover, its own colours with the first letter
 * of its name (so no two hubs look like empty frames).
 */
export function HubCardMedia({ hub }: { hub: Hub }) {
  const cover = hub.cover ? (hub.cover.thumb_url ?? hub.cover.url) : null;
  const logo = hub.logo ? (hub.logo.thumb_url ?? hub.logo.url) : null;
  return (
    <div
      className="cw-hub-card__media"
      style={{ background: cover ? undefined : hub.colors.primary }}
      data-testid="hub-card-media"
    >
      {cover ? (
        <img src={cover} alt="" loading="lazy" />
      ) : (
        <span className="cw-hub-card__initial" style={{ color: hub.colors.background }} aria-hidden>
          {Array.from(hub.name.trim())[0]?.toUpperCase() ?? ""}
        </span>
      )}
      {logo && <img className="cw-hub-card__logo" src={logo} alt="" loading="lazy" />}
    </div>
  );
}
