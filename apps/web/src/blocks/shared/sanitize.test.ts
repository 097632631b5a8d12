// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { safeLinkUrl, sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("keeps the formatting TipTap writes", () => {
    const html =
      '<h2 style="text-align: center">Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><p><span style="color: #ff0000">red</span></p>';
    expect(sanitizeHtml(html)).toBe(
      '<h2 style="text-align: center">Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>' +
        '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><p><span style="color: rgb(255, 0, 0)">red</span></p>',
    );
  });

  it("drops scripts and event handlers", () => {
    const clean = sanitizeHtml('<p onclick="alert(1)">hi<script>alert(2)</script><img src="x" onerror="alert(3)"></p>');
    expect(clean).toBe("<p>hi</p>");
  });

  it("drops javascript: and data: links but keeps their text", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="data:text/html,hi">y</a>')).toBe("<a>y</a>");
  });

  it("opens web links in a new tab without a handle on the course", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.org">mail</a>')).toContain('rel="noopener noreferrer"');
  });

  it("keeps only colour and alignment from inline styles", () => {
    expect(sanitizeHtml('<p style="position: fixed; inset: 0; color: blue; text-align: right">x</p>')).toBe(
      '<p style="color: blue; text-align: right">x</p>',
    );
    expect(sanitizeHtml('<p style="background: url(https://evil.test/x)">x</p>')).toBe("<p>x</p>");
  });

  it("removes frames, forms and style sheets", () => {
    expect(sanitizeHtml('<iframe src="https://x.test"></iframe><form><input></form><style>p{}</style><p>ok</p>')).toBe(
      "<p>ok</p>",
    );
  });

  it("leaves plain text readable", () => {
    expect(sanitizeHtml("R&D: a < b")).toBe("R&amp;D: a &lt; b");
    expect(sanitizeHtml("")).toBe("");
  });
});

describe("safeLinkUrl", () => {
  it("accepts web and mail links", () => {
    expect(safeLinkUrl("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeLinkUrl(" http://example.com ")).toBe("http://example.com/");
    expect(safeLinkUrl("mailto:someone@example.com")).toBe("mailto:someone@example.com");
  });

  it("takes a bare host as https", () => {
    expect(safeLinkUrl("example.com/page")).toBe("https://example.com/page");
  });

  it("refuses other protocols and non-addresses", () => {
    expect(safeLinkUrl("javascript:alert(1)")).toBeNull();
    expect(safeLinkUrl("data:text/html,x")).toBeNull();
    expect(safeLinkUrl("ftp://example.com")).toBeNull();
    expect(safeLinkUrl("hello")).toBeNull();
    expect(safeLinkUrl("")).toBeNull();
  });
});
