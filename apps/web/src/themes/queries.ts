import type { Theme, ThemeFields } from "@coursewright/course-model";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { courseKeys } from "../courses/api";
import { themeKeys, themesApi } from "./api";

/** One page of the creator's themes (12, newest first); the previous page stays on screen while the next loads. */
export function useThemeList(page: number) {
  return useQuery({
    queryKey: themeKeys.list(page),
    queryFn: ({ signal }) => themesApi.list(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTheme(id: number | null) {
  return useQuery({
    queryKey: themeKeys.detail(id ?? 0),
    queryFn: () => themesApi.get(id ?? 0),
    enabled: id !== null,
  });
}

// A select is no place for paging; a creator with more themes than this picks among the newest.
const MAX_CHOICE_PAGES = 20;

/** Every theme of the creator (the list's pages one after another), for the course settings select. */
export function useThemeChoices() {
  return useQuery({
    queryKey: themeKeys.choices,
    queryFn: async ({ signal }) => {
      const themes: Theme[] = [];
      for (let page = 1; page <= MAX_CHOICE_PAGES; page++) {
        const answer = await themesApi.list(page, signal);
        themes.push(...answer.data);
        if (page >= answer.meta.last_page) break;
      }
      return themes;
    },
    staleTime: 60_000,
  });
}

/**
 * After a write the theme lists are stale, and so are the courses: a course carries its whole theme, and a
 * deleted theme's courses fall back to the default one.
 */
function useThemeWrite<TVariables>(mutationFn: (variables: TVariables) => Promise<Theme>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (theme) => {
      queryClient.setQueryData(themeKeys.detail(theme.id), theme);
      void queryClient.invalidateQueries({ queryKey: [...themeKeys.all, "list"] });
      void queryClient.invalidateQueries({ queryKey: themeKeys.choices });
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}

export function useCreateTheme() {
  return useThemeWrite((body: ThemeFields) => themesApi.create(body));
}

export function useUpdateTheme(id: number) {
  return useThemeWrite((body: ThemeFields) => themesApi.update(id, body));
}

export function useDuplicateTheme() {
  return useThemeWrite((id: number) => themesApi.duplicate(id));
}

export function useDeleteTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: Theme) => themesApi.remove(theme.id),
    onSuccess: (_answer, theme) => {
      queryClient.removeQueries({ queryKey: themeKeys.detail(theme.id) });
      void queryClient.invalidateQueries({ queryKey: themeKeys.all });
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
