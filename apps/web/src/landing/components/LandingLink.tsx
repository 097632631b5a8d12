import type { AnchorHTMLAttributes } from "react";
import { followLandingLink } from "../router";

/** A link to a page of the landing: followed within the entry, as a plain link in a new tab or window. */
export function LandingLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { onClick, href, ...rest } = props;
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        followLandingLink(event);
      }}
    />
  );
}
