import "./screenParts.css";
import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export interface SettingsSectionProps {
  title: string;
  hint?: string;
  /** Buttons beside the title (add, manage). */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A titled group of settings on its own card (course settings, theme editor, hub settings). */
export function SettingsSection({ title, hint, actions, children, testId }: SettingsSectionProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Stack gap="md">
        <div className="cw-settings-section__head">
          <div className="cw-settings-section__titles">
            <Title order={2} size="h4">
              {title}
            </Title>
            {hint && (
              <Text size="sm" c="dimmed" mt={2}>
                {hint}
              </Text>
            )}
          </div>
          {actions && <div className="cw-settings-section__actions">{actions}</div>}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
