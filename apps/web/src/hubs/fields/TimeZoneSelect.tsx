import { timeZoneNames } from "@coursewright/course-model";
import { Select } from "@mantine/core";
import { useMemo } from "react";

/** An IANA time zone, searchable (the browser's list; "Europe/Berlin" is found by "berl"). */
export function TimeZoneSelect(props: {
  id?: string;
  label: string;
  description?: string;
  value: string;
  onChange(zone: string): void;
  error?: string;
  testId: string;
}) {
  const zones = useMemo(() => timeZoneNames().map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") })), []);
  return (
    <Select
      id={props.id}
      label={props.label}
      description={props.description}
      data={zones}
      value={props.value}
      onChange={(zone) => zone && props.onChange(zone)}
      searchable
      allowDeselect={false}
      limit={100}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      error={props.error}
      data-testid={props.testId}
    />
  );
}
