import { createContext, useContext } from "react";

/** True inside the sidebar frame: screens shared with guests then skip their own centred-card frame. */
export const InShellContext = createContext(false);

export function useInShell(): boolean {
  return useContext(InShellContext);
}
