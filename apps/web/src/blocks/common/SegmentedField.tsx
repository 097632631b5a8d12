import { Input, SegmentedControl } from "@mantine/core";
import { useId } from "@mantine/hooks";

interface SegmentedFieldProps<T extends number> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

/** A labelled choice among a few numbers (alignments): a radio group named by its label. */
export function SegmentedField<T extends number>({ label, value, options, onChange }: SegmentedFieldProps<T>) {
  const labelId = useId();
  return (
    <div>
      <Input.Label id={labelId} mb={4}>
        {label}
      </Input.Label>
      <SegmentedControl
        fullWidth
        size="xs"
        aria-labelledby={labelId}
        value={`${value}`}
        onChange={(next) => {
          const option = options.find((o) => `${o.value}` === next);
          if (option) onChange(option.value);
        }}
        data={options.map((o) => ({ value: `${o.value}`, label: o.label }))}
      />
    </div>
  );
}
