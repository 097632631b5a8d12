import type { HubImage } from "@coursewright/course-model";
import { type SyntheticEvent, useState } from "react";

function hideBroken(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.display = "none";
}

/** The hub's initial stands in for a missing (or unloadable) logo, so every hub keeps a recognisable mark. */
function HubLogo({ logo, name }: { logo: HubImage | null; name: string }) {
  const [failed, setFailed] = useState(false);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? "";
  return (
    <span className="cw-hub-logo" aria-hidden="true">
      {logo && !failed ? (
        <img src={logo.thumb_url ?? logo.url} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        initial
      )}
    </span>
  );
}

/** A hub's cover (a gradient without one) with its logo across the lower edge. Decorative: the name is beside it. */
export function HubCover({
  cover,
  logo,
  name,
  large = false,
}: {
  cover: HubImage | null;
  logo: HubImage | null;
  name: string;
  large?: boolean;
}) {
  return (
    <div className="cw-hub-cover">
      {cover && (
        <img
          src={large ? cover.url : (cover.thumb_url ?? cover.url)}
          alt=""
          loading={large ? "eager" : "lazy"}
          onError={hideBroken}
        />
      )}
      <HubLogo logo={logo} name={name} />
    </div>
  );
}
