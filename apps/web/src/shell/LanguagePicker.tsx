import { LANGUAGES } from "@coursewright/course-model";
import { Button, Menu, ScrollArea, Text, UnstyledButton } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../i18n";
import { languageInfo, useLanguage } from "../i18n/language";
import { Flag } from "./Flag";

/** Flag button (aria-label "Language") opening the list of the 15 interface languages. */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const code = useLanguage((s) => s.code);
  const current = languageInfo(code);
  return (
    <Menu position="top-start" withinPortal shadow="md" width={220}>
      <Menu.Target>
        {compact ? (
          <UnstyledButton aria-label={t("language.label")} title={current.nativeName} p={6} className="cw-focus">
            <Flag code={code} size={32} />
          </UnstyledButton>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            aria-label={t("language.label")}
            leftSection={<Flag code={code} size={24} />}
            px="xs"
          >
            <Text size="sm" c="dark.6">
              {current.nativeName}
            </Text>
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("language.choose")}</Menu.Label>
        <ScrollArea.Autosize mah={360} type="auto">
          {LANGUAGES.map((lang) => (
            <Menu.Item
              key={lang.code}
              lang={lang.bcp47}
              leftSection={<Flag code={lang.code} size={24} />}
              rightSection={lang.code === code ? <IconCheck size={16} aria-hidden /> : null}
              onClick={() => void changeLanguage(lang.code)}
              aria-current={lang.code === code ? "true" : undefined}
            >
              {lang.nativeName}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
