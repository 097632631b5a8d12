import { QueryClientProvider } from "@tanstack/react-query";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router";
import { queryClient } from "./api/queryClient";
import { UiProviders } from "./shell/UiProviders";

export function App({ router }: { router: DataRouter }) {
  return (
    <UiProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProviders>
  );
}
