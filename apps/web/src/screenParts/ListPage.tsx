import type { Paginated } from "@coursewright/course-model";
import { Box, CloseButton, Group, Pagination, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { FormAlert } from "../forms/FormAlert";
import { LoadErrorAlert } from "../shell/LoadErrorAlert";
import { PageTitle } from "../shell/PageTitle";
import type { ListParams } from "./useListParams";
import "./screenParts.css";

/** What a list page needs of its query (TanStack Query's answer for one page). */
export interface ListQuery<T> {
  data: Paginated<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch(): unknown;
}

export interface ListPageLabels {
  title: string;
  subtitle: string;
  count(total: number): string;
  loadFailedTitle: string;
  loadFailed: string;
  /** Pagination: the whole control, one page, and the first/previous/next/last buttons. */
  paging: { label: string; page(page: number): string; control(control: string): string };
  /** Without it the page has no search box. */
  search?: { placeholder: string; label: string; clear: string };
}

export interface ListPageProps<T extends { id: number }> {
  labels: ListPageLabels;
  /** The create button beside the title. */
  action: ReactNode;
  query: ListQuery<T>;
  params: ListParams;
  renderItem(item: T): ReactNode;
  skeleton: ReactNode;
  /** Nothing made yet (page 1, no search). */
  empty: ReactNode;
  /** Nothing matches the search. */
  noResults?(search: string): ReactNode;
  /** A failed action of a card (duplicate), shown above the grid. */
  actionError?: string | null;
  /** Test ids are `${testPrefix}-grid`, `-count`, `-search`, `-load-error`. */
  testPrefix: string;
  /** Dialogs of the page. */
  children?: ReactNode;
}

/**
 * A page listing a creator's things as cards: title and create button, a search box when the resource has one,
 * the count, the grid with its loading, empty, no-result and failure states, and pagination in the address.
 */
export function ListPage<T extends { id: number }>(props: ListPageProps<T>) {
  const { labels, query, params, testPrefix } = props;
  const { search, page } = params;
  const lastPage = Math.max(query.data?.meta.last_page ?? 1, 1);
  const replacePage = params.replacePage;

  // A page that no longer exists (its last item was deleted) shows the last one instead.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > lastPage) replacePage(lastPage);
  }, [query.data, query.isPlaceholderData, page, lastPage, replacePage]);

  const items = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  let body: ReactNode;
  if (query.isPending) body = props.skeleton;
  else if (query.isError && !query.data)
    body = (
      <LoadErrorAlert
        title={labels.loadFailedTitle}
        text={labels.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId={`${testPrefix}-load-error`}
      />
    );
  else if (items.length === 0 && search && props.noResults) body = props.noResults(search);
  else if (items.length === 0 && page === 1) body = props.empty;
  else
    body = (
      <Stack gap="lg">
        <div
          className="cw-card-grid"
          data-refreshing={query.isPlaceholderData || undefined}
          aria-busy={query.isPlaceholderData}
          data-testid={`${testPrefix}-grid`}
        >
          {items.map((item) => props.renderItem(item))}
        </div>
        {lastPage > 1 && (
          <Group justify="center">
            <Pagination
              total={lastPage}
              value={Math.min(page, lastPage)}
              onChange={params.setPage}
              getItemProps={(n) => ({ "aria-label": labels.paging.page(n) })}
              getControlProps={(control) => ({ "aria-label": labels.paging.control(control) })}
              aria-label={labels.paging.label}
            />
          </Group>
        )}
      </Stack>
    );

  const searchLabels = labels.search;
  const firstVisit = query.data !== undefined && total === 0 && !search && page === 1;
  const count =
    query.data && total > 0 ? (
      <Text size="sm" c="dimmed" aria-live="polite" data-testid={`${testPrefix}-count`}>
        {labels.count(total)}
      </Text>
    ) : null;
  return (
    <Box maw={1400} mx="auto">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle title={labels.title} subtitle={labels.subtitle} />
          {props.action}
        </Group>
        {searchLabels && !firstVisit ? (
          <Group justify="space-between" gap="md" wrap="wrap">
            <TextInput
              value={params.text}
              onChange={(event) => params.setText(event.currentTarget.value)}
              placeholder={searchLabels.placeholder}
              aria-label={searchLabels.label}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                params.text ? (
                  <CloseButton size="sm" aria-label={searchLabels.clear} onClick={params.clearSearch} />
                ) : null
              }
              type="search"
              w={{ base: "100%", xs: 360 }}
              data-testid={`${testPrefix}-search`}
            />
            {count}
          </Group>
        ) : (
          count
        )}
        <FormAlert message={props.actionError ?? null} />
        {body}
      </Stack>
      {props.children}
    </Box>
  );
}
