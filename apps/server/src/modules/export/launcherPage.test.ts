import { describe, expect, it } from "vitest";
import { renderLauncherPage, scriptSafeJson } from "./launcherPage";
import { launcherTemplates } from "./packageFiles";
import { launcherConfigOf } from "./testing";

const config = {
  server: "https://cw.example",
  courseId: 3,
  version: "1.2" as const,
  launch: "v1.player.1.3.0..sig",
  title: "A </script> title",
  messages: { noApi: "No LMS", unreachable: "No server" },
};

describe("launcher page", () => {
  it("writes JSON that no text can break out of, and that reads back the same", () => {
    const value = { text: "</script><!-- & \u2028\u2029 >" };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("fills the shipped template: language, escaped title, config", async () => {
    const { html } = await launcherTemplates();
    const page = renderLauncherPage(html, config, "fr");
    expect(page).toContain('<html lang="fr" dir="ltr">');
    expect(renderLauncherPage(html, config, "ar")).toContain('<html lang="ar" dir="rtl">');
    // The product's "jp" is written as the BCP 47 tag a screen reader knows.
    expect(renderLauncherPage(html, config, "jp")).toContain('<html lang="ja" dir="ltr">');
    expect(page).toContain("<title>A &lt;/script&gt; title</title>");
    expect(launcherConfigOf(page)).toEqual(config);
    expect(page).toContain('<script src="launcher.js"></script>');
  });

  it("refuses a template without the config placeholder rather than ship a package that cannot start", () => {
    expect(() => renderLauncherPage("<html></html>", config, "en")).toThrow(/placeholder/);
  });
});
