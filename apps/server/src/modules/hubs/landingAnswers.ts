import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip as gzipCallback, constants as zlib } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastAnswer } from "../../http/fastLane";
import { acceptsGzip } from "../player/courseCache";
import { matchesEtag } from "./cacheable";
import type { LandingSnapshot } from "./snapshot";

const gzip = promisify(gzipCallback);

/**
 * An answer that is the same for every anonymous visitor of a hub anyone may read (get_hub, a landing page's HTML),
 * serialised and gzipped once, with the four ways of sending it. It belongs to the snapshot it was made from (a
 * change to the hub makes a new snapshot, and the answers go with the old one), and holds until the next moment
 * time alone changes what it shows (a banner's dates, an event ending).
 */
export interface LandingAnswer {
  plain: FastAnswer;
  gzip: FastAnswer;
  plainNotModified: FastAnswer;
  gzipNotModified: FastAnswer;
  etag: string;
  gzipEtag: string;
  /** Epoch ms after which the answer is made again. */
  until: number;
}

export interface AnswerHeaders {
  contentType: string;
  cacheControl: string;
  vary: string;
}

const answers = new WeakMap<LandingSnapshot, Map<string, LandingAnswer>>();
/**
 * Answers kept per snapshot: get_hub and the pages visitors open most; a crawler walking every course page of a big
 * hub pushes the oldest out rather than keeping a page per course for the snapshot's life.
 */
export const MAX_ANSWERS_PER_SNAPSHOT = 100;
const building = new WeakMap<LandingSnapshot, Map<string, Promise<LandingAnswer>>>();

/**
 * The first moment after `now` at which the anonymous answers of the snapshot change by time alone: a banner starts
 * or stops showing, an upcoming event ends (and the next one moves up). Infinity: none.
 */
export function nextChange(snapshot: Pick<LandingSnapshot, "banners" | "events">, now: number): number {
  let next = Number.POSITIVE_INFINITY;
  const consider = (at: Date | null) => {
    const time = at?.getTime();
    if (time !== undefined && time > now && time < next) next = time;
  };
  for (const banner of snapshot.banners) {
    consider(banner.active_from);
    consider(banner.active_to);
  }
  for (const event of snapshot.events) consider(event.ends_at);
  return next;
}

const hashOf = (bytes: Buffer) => createHash("sha1").update(bytes).digest("base64url");

async function makeAnswer(body: string, headers: AnswerHeaders, until: number): Promise<LandingAnswer> {
  const bytes = Buffer.from(body);
  const gzipped = await gzip(bytes, { level: zlib.Z_BEST_COMPRESSION });
  const hash = hashOf(bytes);
  const etag = `"${hash}"`;
  const gzipEtag = `"${hash}.gz"`;
  const common = { "cache-control": headers.cacheControl, vary: headers.vary };
  return {
    plain: {
      status: 200,
      headers: { ...common, etag, "content-type": headers.contentType, "content-length": String(bytes.length) },
      body: bytes,
    },
    gzip: {
      status: 200,
      headers: {
        ...common,
        etag: gzipEtag,
        "content-type": headers.contentType,
        "content-encoding": "gzip",
        "content-length": String(gzipped.length),
      },
      body: gzipped,
    },
    plainNotModified: { status: 304, headers: { ...common, etag }, body: null },
    gzipNotModified: { status: 304, headers: { ...common, etag: gzipEtag }, body: null },
    etag,
    gzipEtag,
    until,
  };
}

/** The answer `key` of the snapshot when this process has it and it still holds at `now`. */
export function peekLandingAnswer(snapshot: LandingSnapshot, key: string, now: number): LandingAnswer | undefined {
  const answer = answers.get(snapshot)?.get(key);
  return answer && answer.until > now ? answer : undefined;
}

/** The answer `key` of the snapshot, made from `build` (once, however many ask at the same time) when needed. */
export function landingAnswer(
  snapshot: LandingSnapshot,
  key: string,
  now: number,
  headers: AnswerHeaders,
  build: () => string,
): Promise<LandingAnswer> {
  const known = peekLandingAnswer(snapshot, key, now);
  if (known) return Promise.resolve(known);
  let pending = building.get(snapshot);
  const inFlight = pending?.get(key);
  if (inFlight) return inFlight;
  if (!pending) {
    pending = new Map();
    building.set(snapshot, pending);
  }
  const promise = makeAnswer(build(), headers, nextChange(snapshot, now)).then((answer) => {
    let stored = answers.get(snapshot);
    if (!stored) {
      stored = new Map();
      answers.set(snapshot, stored);
    }
    stored.delete(key);
    if (stored.size >= MAX_ANSWERS_PER_SNAPSHOT) {
      const oldest = stored.keys().next().value;
      if (oldest !== undefined) stored.delete(oldest);
    }
    stored.set(key, answer);
    return answer;
  });
  const settle = () => {
    if (pending.get(key) === promise) pending.delete(key);
  };
  promise.then(settle, settle);
  pending.set(key, promise);
  return promise;
}

/** How to send it: 304 when If-None-Match holds it, else its bytes, gzipped when the client takes gzip. */
export function landingVariant(
  answer: LandingAnswer,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): FastAnswer {
  const gzipped = acceptsGzip(acceptEncoding);
  if (matchesEtag(ifNoneMatch, answer.etag) || matchesEtag(ifNoneMatch, answer.gzipEtag)) {
    return gzipped ? answer.gzipNotModified : answer.plainNotModified;
  }
  return gzipped ? answer.gzip : answer.plain;
}

/** Sends it through Fastify (the fast lane writes the same variant itself: landingFastReads.ts). */
export function sendLandingAnswer(request: FastifyRequest, reply: FastifyReply, answer: LandingAnswer) {
  const variant = landingVariant(answer, request.headers["accept-encoding"], request.headers["if-none-match"]);
  reply.code(variant.status).headers(variant.headers);
  return variant.body === null ? reply.send() : reply.send(variant.body);
}
