import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * Security headers. The Content-Security-Policy is what the Vite-built React/Mantine SPA needs and no
 * more: its own scripts plus the UserWay accessibility widget, inline styles (Mantine injects them),
 * images from anywhere over https (avatars, course media, the widget), frames only from the video hosts.
 */
export function contentSecurityPolicy(
  config: Pick<Config, "publicUrl" | "contentOrigin"> & Partial<Pick<Config, "storage">>,
): Record<string, string[] | null> {
  const https = config.publicUrl.startsWith("https://");
  const bucket = bucketOrigin(config.storage);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", "https://cdn.userway.org"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'", "https://cdn.userway.org"],
    "img-src": ["'self'", "data:", "blob:", "https:", ...bucket],
    "font-src": ["'self'", "data:", "https://cdn.userway.org"],
    "media-src": ["'self'", "blob:", "https:", ...bucket],
    // Media links may redirect to the bucket (S3_MEDIA_DELIVERY=redirect), and animations are fetched.
    "connect-src": ["'self'", "https://*.userway.org", "https://api.userway.org", ...bucket],
    // The content origin serves SCORM packages (see modules/scorm/contentApp.ts).
    "frame-src": [
      "'self'",
      config.contentOrigin,
      "https://www.youtube.com",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://www.loom.com",
    ],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    // Only the player and builder HTML of a valid launch widen this (modules/integrations/framing.ts).
    "frame-ancestors": ["'self'"],
    // Upgrading only makes sense when the site itself is served over https (not on http://localhost).
    "upgrade-insecure-requests": https ? [] : null,
  };
}

/** Where presigned media URLs point when media is redirected to the bucket: its CDN or its endpoint. */
function bucketOrigin(storage: Config["storage"] | undefined): string[] {
  if (storage?.driver !== "s3" || storage.mediaDelivery !== "redirect") return [];
  const base = storage.publicUrl ?? storage.endpoint;
  // Virtual-hosted AWS addresses (bucket.s3.region.amazonaws.com) when no endpoint is set.
  if (!base) return [`https://${storage.bucket}.s3.${storage.region}.amazonaws.com`, "https://*.amazonaws.com"];
  const url = new URL(base);
  return storage.forcePathStyle || storage.publicUrl ? [url.origin] : [url.origin, `${url.protocol}//*.${url.host}`];
}

/** The header text of a policy, as helmet writes it ("default-src 'self';script-src ..."). */
export function policyHeader(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .flatMap(([name, values]) => (values === null ? [] : [values.length > 0 ? `${name} ${values.join(" ")}` : name]))
    .join(";");
}

/**
 * Every security header an answer carries, computed once: the set @fastify/helmet sent (its defaults, with our
 * Content-Security-Policy, HSTS only on https and no Cross-Origin-Embedder-Policy: avatars and media are loaded by
 * the SPA, the widget loads its own), as fixed strings. Helmet built them again for every request, which the
 * player's hot reads felt.
 */
export function securityHeaders(
  config: Pick<Config, "publicUrl" | "contentOrigin"> & Partial<Pick<Config, "storage">>,
): Record<string, string> {
  const https = config.publicUrl.startsWith("https://");
  return {
    "content-security-policy": policyHeader(contentSecurityPolicy(config)),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

/**
 * Puts the security headers and the request id on every answer, as the request arrives (a route may still take
 * one away, as the embedded player's HTML does with X-Frame-Options). One callback hook: no promise per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): Record<string, string> {
  const headers = securityHeaders(config);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    reply.header("x-request-id", request.id);
    done();
  });
  return headers;
}
