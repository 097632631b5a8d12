import { Text } from "@mantine/core";
import { useEffect, useRef } from "react";

const SHOWN_MS = 5000;

/** Why a typed title was not kept (the old one stays), under the row for a few seconds. */
export function RejectedTitle({ message, onDone }: { message: string | null; onDone(): void }) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => done.current(), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return (
    <div role="status" aria-live="polite">
      {message && (
        <Text size="xs" c="red" className="cw-tree-rejected" data-testid="tree-title-rejected">
          {message}
        </Text>
      )}
    </div>
  );
}
