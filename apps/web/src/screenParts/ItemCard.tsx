import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import "./screenParts.css";

export interface CardMenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  /** One of: an action, a route of the app, an address opened in a new tab. */
  onClick?(): void;
  to?: string;
  href?: string;
  danger?: boolean;
  /** A line above the entry (before the destructive ones). */
  divided?: boolean;
  testId?: string;
}

export interface ItemCardProps {
  /** Unique in the page: names the title's element, which labels the card. */
  domId: string;
  title: string;
  /** Where the card leads (its editor). */
  to: string;
  /** The top of the card: a picture or a miniature. */
  media: ReactNode;
  /** Badges over the picture. */
  overlay?: ReactNode;
  /** Small facts under the title (counts, dates). */
  facts?: ReactNode;
  /** The one button beside the menu (edit). */
  quickAction?: { label: string; icon: ReactNode; to: string };
  menuLabel: string;
  menu: CardMenuEntry[];
  /** An action of the menu is running (duplicate). */
  busy?: boolean;
  testId: string;
  menuTestId: string;
  children?: ReactNode;
}

/** One item of a list page: the card opens it; the other actions are in its menu. */
export function ItemCard(props: ItemCardProps) {
  const { domId, title, to, quickAction } = props;
  return (
    <article className="cw-item-card" data-testid={props.testId} aria-labelledby={domId}>
      <div className="cw-item-card__media">
        {props.media}
        {props.overlay && <div className="cw-item-card__overlay">{props.overlay}</div>}
      </div>
      <div className="cw-item-card__body">
        <Link id={domId} to={to} className="cw-item-card__link" title={title} dir="auto">
          {title}
        </Link>
        <div className="cw-item-card__footer">
          <div className="cw-item-card__facts">{props.facts}</div>
          <div className="cw-item-card__actions">
            {quickAction && (
              <Tooltip label={quickAction.label} withArrow openDelay={300}>
                <ActionIcon
                  component={Link}
                  to={quickAction.to}
                  variant="default"
                  size="lg"
                  aria-label={quickAction.label}
                >
                  {quickAction.icon}
                </ActionIcon>
              </Tooltip>
            )}
            <Menu position="bottom-end" withinPortal shadow="md" width={220}>
              <Menu.Target>
                <ActionIcon
                  variant="default"
                  size="lg"
                  loading={props.busy}
                  aria-label={props.menuLabel}
                  data-testid={props.menuTestId}
                >
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {props.menu.map((entry) => (
                  <Fragment key={entry.key}>
                    {entry.divided && <Menu.Divider />}
                    <CardMenuItem entry={entry} />
                  </Fragment>
                ))}
              </Menu.Dropdown>
            </Menu>
          </div>
        </div>
      </div>
      {props.children}
    </article>
  );
}

function CardMenuItem({ entry }: { entry: CardMenuEntry }) {
  const common = {
    leftSection: entry.icon,
    color: entry.danger ? "red" : undefined,
    "data-testid": entry.testId,
  };
  if (entry.to) {
    return (
      <Menu.Item component={Link} to={entry.to} {...common}>
        {entry.label}
      </Menu.Item>
    );
  }
  if (entry.href) {
    return (
      <Menu.Item component="a" href={entry.href} target="_blank" rel="noopener" {...common}>
        {entry.label}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item onClick={entry.onClick} {...common}>
      {entry.label}
    </Menu.Item>
  );
}
