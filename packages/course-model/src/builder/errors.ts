import type { Kind } from "./types";

/** Missing topic, page, block or media (spec 5 and 8); the texts of topic and page are the spec's own. */
export class BuilderNotFoundError extends Error {
  constructor(
    readonly kind: Kind,
    readonly id: number | null,
  ) {
    super(notFoundMessage(kind, id));
    this.name = "BuilderNotFoundError";
  }
}

function notFoundMessage(kind: Kind, id: number | null): string {
  switch (kind) {
    case "topics":
      return `topic with id ${id} was not found`;
    case "pages":
      return `page with id: ${id} was not found`;
    case "blocks":
      return `page block with id ${id} was not found`;
    case "blockMedia":
      return `block media with id ${id} was not found`;
  }
}

/** Paste without a copy (spec 8). */
export const NO_COPIED_BLOCK = "there is no duplicated page block";

/** A media item the block type does not take, or more media than it holds. */
export class BlockMediaNotAcceptedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BlockMediaNotAcceptedError";
  }
}
