import type { Cmi5LaunchParameters, XapiStatement } from "@coursewright/course-model/cmi5";
import { describe, expect, it } from "vitest";
import { Cmi5LaunchError, createLrs, fetchAuthToken } from "./lrs";

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that records its calls and answers each with the next of `answers`. */
function fakeFetch(answers: (() => Response)[]) {
  const calls: Call[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const answer = answers.shift();
    if (!answer) throw new TypeError("network down");
    return answer();
  };
  return { calls, impl: impl as typeof fetch };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const launch: Cmi5LaunchParameters = {
  endpoint: "https://lms.example/xapi/",
  fetch: "https://lms.example/fetch/1",
  actor: { objectType: "Agent", account: { homePage: "https://lms.example", name: "learner-1" } },
  registration: "reg-1",
  activityId: "https://lms.example/au/1",
};

describe("fetchAuthToken", () => {
  it("POSTs the fetch URL once and answers the auth token", async () => {
    const lms = fakeFetch([json(200, { "auth-token": "QWxhZGRpbg==" })]);
    await expect(fetchAuthToken(launch.fetch, lms.impl)).resolves.toBe("QWxhZGRpbg==");
    expect(lms.calls).toHaveLength(1);
    expect(lms.calls[0]?.init?.method).toBe("POST");
  });

  it("fails on the LMS's error answer, an error status or no network", async () => {
    const refused = fakeFetch([json(200, { "error-code": "1", "error-text": "already used" })]);
    await expect(fetchAuthToken(launch.fetch, refused.impl)).rejects.toBeInstanceOf(Cmi5LaunchError);
    await expect(fetchAuthToken(launch.fetch, fakeFetch([json(500, {})]).impl)).rejects.toThrow(/fetch/);
    await expect(fetchAuthToken(launch.fetch, fakeFetch([]).impl)).rejects.toThrow(/fetch/);
  });
});

describe("the LMS's LRS", () => {
  it("reads state documents of the learner, AU and registration with the token and the xAPI version", async () => {
    const lms = fakeFetch([json(200, { launchMode: "Normal" }), json(404, {})]);
    const lrs = createLrs(launch, "token-1", lms.impl);
    await expect(lrs.getState("LMS.LaunchData")).resolves.toEqual({ launchMode: "Normal" });
    await expect(lrs.getState("mine")).resolves.toBeNull();
    const url = new URL(lms.calls[0]?.url ?? "");
    expect(url.origin + url.pathname).toBe("https://lms.example/xapi/activities/state");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      stateId: "LMS.LaunchData",
      activityId: "https://lms.example/au/1",
      agent: JSON.stringify(launch.actor),
      registration: "reg-1",
    });
    expect(lms.calls[0]?.init?.headers).toMatchObject({
      Authorization: "Basic token-1",
      "X-Experience-API-Version": "1.0.3",
    });
  });

  it("PUTs a statement under its id and fails when the LRS refuses it", async () => {
    const lms = fakeFetch([() => new Response(null, { status: 204 }), json(400, {})]);
    const lrs = createLrs(launch, "token-1", lms.impl);
    const statement = { id: "3f0b1f7e-0000-4000-8000-000000000001" } as XapiStatement;
    await lrs.putStatement(statement);
    expect(lms.calls[0]?.url).toBe(
      "https://lms.example/xapi/statements?statementId=3f0b1f7e-0000-4000-8000-000000000001",
    );
    expect(lms.calls[0]?.init?.method).toBe("PUT");
    expect(JSON.parse(String(lms.calls[0]?.init?.body))).toEqual(statement);
    await expect(lrs.putStatement(statement)).rejects.toThrow(/statement: 400/);
  });
});
