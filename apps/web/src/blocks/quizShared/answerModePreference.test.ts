import { describe, expect, it } from "vitest";
import type { KeyValueStorage } from "../../session/storage";
import { ANSWER_MODE_KEY, readListsPreferred, writeListsPreferred } from "./answerModePreference";

function memory(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

const refusing: KeyValueStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

describe("the learner's choice of lists over drag and drop", () => {
  it("is drag and drop until lists are chosen, and back when drag and drop is chosen again", () => {
    const storage = memory();
    expect(readListsPreferred(storage)).toBe(false);
    writeListsPreferred(storage, true);
    expect(storage.items.get(ANSWER_MODE_KEY)).toBe("1");
    expect(readListsPreferred(storage)).toBe(true);
    writeListsPreferred(storage, false);
    expect(storage.items.has(ANSWER_MODE_KEY)).toBe(false);
    expect(readListsPreferred(storage)).toBe(false);
  });

  it("reads as drag and drop when the stored value is unknown", () => {
    const storage = memory();
    storage.setItem(ANSWER_MODE_KEY, "yes please");
    expect(readListsPreferred(storage)).toBe(false);
  });

  it("neither throws nor remembers when the storage refuses", () => {
    expect(readListsPreferred(refusing)).toBe(false);
    expect(() => writeListsPreferred(refusing, true)).not.toThrow();
    expect(() => writeListsPreferred(refusing, false)).not.toThrow();
  });
});
