import type { Course } from "@coursewright/course-model";
import { Box, Button, CloseButton, Group, Pagination, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCourseList, useDuplicateCourse } from "../../courses/queries";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { useListParams } from "../../screenParts/useListParams";
import { notifySuccess } from "../../shell/notify";
import { PageTitle } from "../../shell/PageTitle";
import { CourseCard } from "./CourseCard";
import { DeleteCourseDialog } from "./DeleteCourseDialog";
import { CourseGridSkeleton, CoursesLoadError, NoCoursesYet, NoSearchResults } from "./ListStates";
import "./CoursesList.css";

export default function CoursesListPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const { search, page, setPage, replacePage } = params;
  const list = useCourseList({ page, search });
  const duplicate = useDuplicateCourse();
  const [deleting, setDeleting] = useState<Course | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const lastPage = list.data?.meta.last_page ?? 1;

  // A page that no longer exists (its last course was deleted) shows the last one instead.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > Math.max(lastPage, 1)) replacePage(Math.max(lastPage, 1));
  }, [list.data, list.isPlaceholderData, page, lastPage, replacePage]);

  const onDuplicate = (course: Course) => {
    setActionError(null);
    duplicate.mutate(course.id, {
      onSuccess: (copy) => {
        notifySuccess(t("courses.duplicated", { title: copy.title }));
        // The copy is the newest course: it shows first on page 1.
        if (page !== 1) setPage(1);
      },
      onError: (error) => setActionError(showServerError(error, { setErrors: () => undefined, fields: [] }, t)),
    });
  };

  const courses = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  let body: ReactNode;
  if (list.isPending) body = <CourseGridSkeleton />;
  else if (list.isError && !list.data)
    body = <CoursesLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (courses.length === 0 && search) body = <NoSearchResults search={search} onClear={params.clearSearch} />;
  else if (courses.length === 0 && page === 1) body = <NoCoursesYet />;
  else
    body = (
      <Stack gap="lg">
        <div
          className="cw-course-grid"
          data-refreshing={list.isPlaceholderData || undefined}
          aria-busy={list.isPlaceholderData}
          data-testid="courses-grid"
        >
          {courses.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              onDuplicate={onDuplicate}
              onDelete={setDeleting}
              duplicating={duplicate.isPending && duplicate.variables === course.id}
            />
          ))}
        </div>
        {lastPage > 1 && (
          <Group justify="center">
            <Pagination
              total={lastPage}
              value={Math.min(page, lastPage)}
              onChange={setPage}
              getItemProps={(n) => ({ "aria-label": t("courses.paging.page", { page: n }) })}
              getControlProps={(control) => ({ "aria-label": t(`courses.paging.${control}`) })}
              aria-label={t("courses.paging.label")}
            />
          </Group>
        )}
      </Stack>
    );

  const showToolbar = !(list.data && total === 0 && !search && page === 1);
  return (
    <Box maw={1400} mx="auto">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle title={t("courses.title")} subtitle={t("courses.subtitle")} />
          <Button component={Link} to="/createCourse" leftSection={<IconPlus size={18} aria-hidden />}>
            {t("courses.new")}
          </Button>
        </Group>
        {showToolbar && (
          <Group justify="space-between" gap="md" wrap="wrap">
            <TextInput
              value={params.text}
              onChange={(event) => params.setText(event.currentTarget.value)}
              placeholder={t("courses.search.placeholder")}
              aria-label={t("courses.search.label")}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                params.text ? (
                  <CloseButton size="sm" aria-label={t("courses.search.clear")} onClick={params.clearSearch} />
                ) : null
              }
              type="search"
              w={{ base: "100%", xs: 360 }}
              data-testid="courses-search"
            />
            {list.data && total > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="courses-count">
                {t("courses.count", { count: total })}
              </Text>
            )}
          </Group>
        )}
        <FormAlert message={actionError} />
        {body}
      </Stack>
      <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
