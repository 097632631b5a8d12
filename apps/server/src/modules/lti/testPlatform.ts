// An LTI 1.3 platform for the tests, written from the IMS specifications (LTI Core 1.3, the Security Framework and
// Assignment and Grade Services 2.0): its own RSA keys, a JWKS, id_tokens signed like a real platform's, and the
// token endpoint and line items of AGS (platformServices.ts), all served by a small HTTP server.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { createPlatformServices, type PlatformServices } from "./platformServices";

type Key = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

export const ROLE = {
  learner: "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner",
  instructor: "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor",
};

export interface TestPlatform extends PlatformServices {
  issuer: string;
  /** The client id the platform gave the tool; a test registering the platform anew sets a fresh one. */
  clientId: string;
  deploymentId: string;
  jwksUrl: string;
  authUrl: string;
  tokenUrl: string;
  /** How many times the tool fetched the JWKS (any query string: a test may register its own key set URL). */
  jwksFetches(): number;
  /** `${jwksUrl}-junk` answers this: 200 with a body that is not JSON. */
  junkJwksUrl: string;
  /** A new key pair under the same kid, as a platform that re-keys without a new kid. */
  rotateKey(): Promise<void>;
  /** An id_token as the platform's authorisation endpoint would post it; overrides win over every claim. */
  idToken(
    claims: { nonce: string; sub?: string; roles?: string[]; courseId?: number } & Record<string, unknown>,
    options?: { expiresIn?: number; signWith?: Key; kid?: string },
  ): Promise<string>;
  /** A key pair the platform does not publish (a forged signature). */
  strangerKey(): Promise<Key>;
  close(): Promise<void>;
}

export async function startTestPlatform(): Promise<TestPlatform> {
  let { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = randomUUID();
  let jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  let fetches = 0;
  // Answered once the address is known (the services name their own URLs).
  let services: PlatformServices & { handle: Parameters<typeof createServer>[1] & {} };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://platform").pathname;
    if (path === "/jwks") {
      fetches++;
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
    } else if (path === "/jwks-junk") {
      response.writeHead(200, { "content-type": "text/html" }).end("<html>Maintenance</html>");
    } else services.handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = "https://lms.example.edu";
  services = createPlatformServices(base, () => self.clientId);
  const clientId = `client-${randomUUID()}`;
  const deploymentId = "deployment-1";
  const self: TestPlatform = {
    ...services,
    issuer,
    clientId,
    deploymentId,
    jwksUrl: `${base}/jwks`,
    authUrl: "https://lms.example.edu/mod/lti/auth.php",
    tokenUrl: `${base}/token`,
    jwksFetches: () => fetches,
    junkJwksUrl: `${base}/jwks-junk`,
    async rotateKey() {
      ({ publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true }));
      jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
    },
    async idToken(claims, options = {}) {
      const { nonce, sub = "lms-user-7", roles = [ROLE.learner], courseId, ...rest } = claims;
      const lti = "https://purl.imsglobal.org/spec/lti/claim/";
      const payload: Record<string, unknown> = {
        nonce,
        name: "Ada Lovelace",
        given_name: "Ada",
        family_name: "Lovelace",
        email: "ada@lms.example.edu",
        [`${lti}message_type`]: "LtiResourceLinkRequest",
        [`${lti}version`]: "1.3.0",
        [`${lti}deployment_id`]: deploymentId,
        [`${lti}target_link_uri`]: "http://app.test/lti/launch",
        [`${lti}resource_link`]: { id: "resource-link-1", title: "Week 1" },
        [`${lti}roles`]: roles,
        [`${lti}context`]: { id: "context-1", label: "CS101" },
        ...(courseId === undefined ? {} : { [`${lti}custom`]: { course_id: String(courseId) } }),
        ...rest,
      };
      const aud = (rest.aud as string | string[] | undefined) ?? self.clientId;
      const iss = (rest.iss as string | undefined) ?? issuer;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: "RS256", kid: options.kid ?? kid, typ: "JWT" })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 300))
        .sign(options.signWith ?? privateKey);
    },
    async strangerKey() {
      return (await generateKeyPair("RS256")).privateKey;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
  return self;
}
