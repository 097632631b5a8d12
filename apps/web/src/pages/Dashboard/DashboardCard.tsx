import { Card, Group, Text, ThemeIcon } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import { IconArrowRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface DashboardCardProps {
  to: string;
  icon: TablerIcon;
  color: string;
  title: string;
  text: string;
  /** A live figure under the text (the Reports card shows the last 30 days). */
  figure?: ReactNode;
}

/** A card that is one link: the whole surface is clickable and focusable. */
export function DashboardCard({ to, icon: Icon, color, title, text, figure }: DashboardCardProps) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      className="cw-focus cw-card-link"
      aria-label={title}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
        <IconArrowRight size={18} color="var(--mantine-color-gray-5)" aria-hidden className="cw-flip-rtl" />
      </Group>
      <Text fw={600} size="lg" mt="md">
        {title}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {text}
      </Text>
      {figure}
    </Card>
  );
}
