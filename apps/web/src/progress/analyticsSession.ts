/**
 * The analytics session of a player run (spec 3 Analytics session, spec 4: it starts at load and ends when the
 * player closes; page sessions open and close per page). ip, city, browser and os are the server's to fill.
 *
 * A session is also sent in parts while it runs (see sessionFlushes.ts): a closed browser, a crash or a killed
 * phone tab never says goodbye, so waiting for the end would lose the time and visits. Each part carries only
 * what is new since the last one; `continued` tells the server to add it to the session it already has.
 */
export interface PageSession {
  page_id: number;
  started_at: string;
  ended_at: string;
}

export interface AnalyticsSession {
  started_at: string;
  ended_at: string;
  page_sessions: PageSession[];
  /** A later part of a session already sent: the server adds it to that session (same started_at). */
  continued?: boolean;
}

export interface SessionRecorder {
  openPage(pageId: number): void;
  closePage(pageId: number): void;
  /**
   * What is new since the last part (the open page cut at now and kept open), or null when nothing is. The
   * session goes on: the next part continues it, and the open page's next piece continues its visit.
   */
  flush(): AnalyticsSession | null;
  /** Ends the session (closing the open page) and hands over its last part; a new one starts at once. */
  end(): AnalyticsSession | null;
}

export function createSessionRecorder(now: () => number = Date.now, log = console.warn): SessionRecorder {
  const iso = () => new Date(now()).toISOString();
  let startedAt = iso();
  let sentBefore = false;
  let closed: PageSession[] = [];
  let open: { page_id: number; started_at: string } | null = null;

  const closePage = (pageId: number, at = iso()) => {
    if (!open || open.page_id !== pageId) {
      log("page session not found", pageId);
      return;
    }
    closed.push({ ...open, ended_at: at });
    open = null;
  };

  /** The part to send; the open page is cut at now and goes on from there (the server joins the pieces). */
  const part = (): AnalyticsSession | null => {
    const reopen = open?.page_id ?? null;
    // One instant for the cut: the next piece must start exactly where this one ends (the server joins them).
    const endedAt = iso();
    if (open) closePage(open.page_id, endedAt);
    const pages = closed.filter((page) => page.ended_at > page.started_at || page.page_id !== reopen);
    const session =
      pages.length > 0
        ? { started_at: startedAt, ended_at: endedAt, page_sessions: pages, ...(sentBefore ? { continued: true } : {}) }
        : null;
    closed = [];
    if (reopen !== null) open = { page_id: reopen, started_at: endedAt };
    if (session) sentBefore = true;
    return session;
  };

  return {
    openPage(pageId) {
      if (open?.page_id === pageId) return;
      if (open) closePage(open.page_id);
      open = { page_id: pageId, started_at: iso() };
    },
    closePage: (pageId) => closePage(pageId),
    flush: part,
    end() {
      const session = part();
      startedAt = open?.started_at ?? iso();
      sentBefore = false;
      return session;
    },
  };
}
