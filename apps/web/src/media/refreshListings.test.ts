import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { refreshListings } from "./refreshListings";

/** A server whose listing is read when asked, answered when `answer` is called. */
function slowServer() {
  const files: string[] = [];
  const pending: (() => void)[] = [];
  let asked = 0;
  return {
    files,
    asked: () => asked,
    list: () =>
      new Promise<string[]>((resolve) => {
        asked += 1;
        const snapshot = [...files];
        pending.push(() => resolve(snapshot));
      }),
    answer: () => {
      for (const resolve of pending.splice(0)) resolve();
    },
  };
}

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

function watched(server: ReturnType<typeof slowServer>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  const observer = new QueryObserver(client, { queryKey: ["media", "items"], queryFn: server.list });
  const unsubscribe = observer.subscribe(() => {});
  return { client, observer, unsubscribe };
}

describe("refreshListings", () => {
  it("asks again a first page that was on its way when the file was added", async () => {
    const server = slowServer();
    const { client, observer, unsubscribe } = watched(server);
    expect(server.asked()).toBe(1);
    server.files.push("dropped.png");

    const refreshed = refreshListings(client, ["media"]);
    await Promise.resolve();
    server.answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answer();
    await refreshed;

    expect(server.asked()).toBe(2);
    expect(observer.getCurrentResult().data).toEqual(["dropped.png"]);
    unsubscribe();
  });

  it("asks a listing that has data once, as an invalidation does", async () => {
    const server = slowServer();
    const { client, observer, unsubscribe } = watched(server);
    server.answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(observer.getCurrentResult().data).toEqual([]);
    server.files.push("dropped.png");

    const refreshed = refreshListings(client, ["media"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answer();
    await refreshed;

    expect(server.asked()).toBe(2);
    expect(observer.getCurrentResult().data).toEqual(["dropped.png"]);
    unsubscribe();
  });

  it("leaves listings of other keys alone", async () => {
    const server = slowServer();
    const { client, unsubscribe } = watched(server);
    await refreshListings(client, ["themes"]);
    expect(server.asked()).toBe(1);
    unsubscribe();
  });
});
