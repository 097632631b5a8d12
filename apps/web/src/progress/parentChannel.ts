/**
 * Cross-window messages between the player and the window that embeds it (spec 7: get_value, set_value and
 * initialize for the SCORM connector; LMS progress, completion and restart). The player posts
 * `{ source: "coursewright-player", type, key?, value? }`; the parent answers a read with
 * `{ source: "coursewright-host", type: "value", key, value }`. A read waits for the answer with the same
 * key for INTEGRATION_TIMEOUT_MS (spec 9: 5000 ms); a timeout is logged (spec 8) and reads as undefined.
 */

export const INTEGRATION_TIMEOUT_MS = 5000;
export const PLAYER_SOURCE = "coursewright-player";
export const HOST_SOURCE = "coursewright-host";

export type PlayerMessageType =
  | "initialize"
  | "get_value"
  | "set_value"
  | "progress"
  | "completion"
  | "restart"
  | "met_display_conditions";

export interface PlayerMessage {
  source: typeof PLAYER_SOURCE;
  type: PlayerMessageType;
  key?: string;
  value?: unknown;
}

/** What the channel needs of `window`, so tests can pass a fake. */
export interface MessageEventLike {
  data: unknown;
  source: unknown;
  origin?: string;
}

export interface MessageWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: "message", listener: (event: MessageEventLike) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEventLike) => void): void;
}

export interface ParentChannel {
  post(type: PlayerMessageType, fields?: { key?: string; value?: unknown }): void;
  /** Posts get_value for `key` and resolves with the parent's value, or undefined after the timeout. */
  read(key: string, extra?: Record<string, unknown>): Promise<unknown>;
  dispose(): void;
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

function hostValue(data: unknown): { key: string; value: unknown } | null {
  if (typeof data !== "object" || data === null) return null;
  const message = data as { source?: unknown; type?: unknown; key?: unknown; value?: unknown };
  if (message.source !== HOST_SOURCE || message.type !== "value" || typeof message.key !== "string") return null;
  return { key: message.key, value: message.value };
}

export function createParentChannel(
  win: MessageWindow,
  timers: Timers,
  options: {
    timeoutMs?: number;
    targetOrigin?: string;
    /**
     * LMS mode with a launch (issue 8): only these origins may answer, and messages go only to them (to the
     * parent's own origin when it is known and among them), so progress never reaches a page that may not see it.
     */
    allowedOrigins?: readonly string[];
    parentOrigin?: string | null;
    log?: (message: string, key: string) => void;
  } = {},
): ParentChannel {
  const { timeoutMs = INTEGRATION_TIMEOUT_MS, targetOrigin = "*", allowedOrigins, log = console.error } = options;
  const parentOrigin = options.parentOrigin ?? null;
  const targets = !allowedOrigins
    ? [targetOrigin]
    : parentOrigin !== null && allowedOrigins.includes(parentOrigin)
      ? [parentOrigin]
      : allowedOrigins;
  const waiting = new Map<string, ((value: unknown) => void)[]>();

  const listener = (event: MessageEventLike) => {
    // Only the embedding window may answer; another frame on the page cannot feed progress in.
    if (event.source !== win.parent) return;
    if (allowedOrigins && !allowedOrigins.includes(event.origin ?? "")) return;
    const reply = hostValue(event.data);
    if (!reply) return;
    const resolvers = waiting.get(reply.key);
    if (!resolvers) return;
    waiting.delete(reply.key);
    for (const resolve of resolvers) resolve(reply.value);
  };
  win.addEventListener("message", listener);

  const post: ParentChannel["post"] = (type, fields = {}) => {
    const message: PlayerMessage = { source: PLAYER_SOURCE, type, ...fields };
    for (const target of targets) win.parent?.postMessage(message, target);
  };

  return {
    post,
    read(key, extra = {}) {
      return new Promise((resolve) => {
        let settled = false;
        const done = (value: unknown) => {
          if (settled) return;
          settled = true;
          timers.clearTimeout(timer);
          resolve(value);
        };
        const timer = timers.setTimeout(() => {
          const list = waiting.get(key)?.filter((candidate) => candidate !== done) ?? [];
          if (list.length > 0) waiting.set(key, list);
          else waiting.delete(key);
          log("integration response timeout", key);
          done(undefined);
        }, timeoutMs);
        waiting.set(key, [...(waiting.get(key) ?? []), done]);
        post("get_value", { key, value: extra });
      });
    },
    dispose() {
      win.removeEventListener("message", listener);
      for (const resolvers of waiting.values()) for (const resolve of resolvers) resolve(undefined);
      waiting.clear();
    },
  };
}
