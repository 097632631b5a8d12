import { Center, Loader } from "@mantine/core";

/** Shown while a page's code loads. */
export function RouteFallback() {
  return (
    <Center h="100dvh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
