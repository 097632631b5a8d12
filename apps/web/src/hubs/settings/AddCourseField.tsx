import { DEFAULT_COURSE_PREVIEW_IMAGE_PATH } from "@coursewright/course-model";
import { Anchor, Group, Select, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCourseList } from "../../courses/queries";

export interface PickedCourse {
  id: number;
  title: string;
  image_url: string | null;
}

/** Finds one of the creator's courses by title (the server searches) to add to the hub; those in it are left out. */
export function AddCourseField({ exclude, onAdd }: { exclude: number[]; onAdd(course: PickedCourse): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const courses = useCourseList({ page: 1, search: debounced });
  const found = (courses.data?.data ?? []).filter((course) => !exclude.includes(course.id));
  const none = courses.data !== undefined && courses.data.meta.total === 0 && debounced === "";
  return (
    <div>
      <Select
        label={t("hubs_admin.courses.add")}
        description={t("hubs_admin.courses.add_hint")}
        placeholder={t("hubs_admin.courses.add_placeholder")}
        data={found.map((course) => ({ value: String(course.id), label: course.title }))}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        onChange={(id) => {
          const course = found.find((item) => String(item.id) === id);
          if (!course) return;
          const url = course.preview_image.url;
          onAdd({
            id: course.id,
            title: course.title,
            image_url: url && !url.endsWith(DEFAULT_COURSE_PREVIEW_IMAGE_PATH) ? url : null,
          });
          setSearch("");
        }}
        nothingFoundMessage={courses.isFetching ? t("common.loading") : t("hubs_admin.courses.add_none")}
        leftSection={<IconPlus size={16} aria-hidden />}
        maxDropdownHeight={280}
        data-testid="hub-add-course"
      />
      {none && (
        <Group gap="xs" mt={6}>
          <Text size="xs" c="dimmed">
            {t("hubs_admin.courses.no_courses")}
          </Text>
          <Anchor component={Link} to="/createCourse" size="xs">
            {t("hubs_admin.courses.create_course")}
          </Anchor>
        </Group>
      )}
    </div>
  );
}
