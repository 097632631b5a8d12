import { Burger, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "./Logo";
import { setDrawerOpen, useUi } from "./uiStore";

/** Phone header (60 px): the logo links to the dashboard, the burger opens the temporary sidebar. */
export function MobileHeader() {
  const { t } = useTranslation();
  const open = useUi((s) => s.drawerOpen);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Burger
        opened={open}
        onClick={() => setDrawerOpen(!open)}
        size="sm"
        aria-label={open ? t("nav.close_menu") : t("nav.open_menu")}
        aria-expanded={open}
      />
      <Link to="/dashboard" aria-label={t("nav.home")} className="cw-focus" style={{ textDecoration: "none" }}>
        <Logo size={28} />
      </Link>
      <div style={{ width: 28 }} />
    </Group>
  );
}
