import { type CurrencyCode, currencyPrefix, formatPrice } from "@coursewright/course-model";
import { Input, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useId } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type PriceDraft, readPriceDraft } from "../priceDraft";

export interface PriceFieldProps {
  label: string;
  value: PriceDraft;
  currency: CurrencyCode;
  onChange(value: PriceDraft): void;
  /** A problem found on save (or the server's message). */
  error?: ReactNode;
  testId: string;
}

/** Free, or an amount typed in the hub's currency; below it, the price as visitors will see it. */
export function PriceField({ label, value, currency, onChange, error, testId }: PriceFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const read = readPriceDraft(value, currency);
  return (
    <Input.Wrapper label={label} labelElement="div" id={`${id}-label`} error={error}>
      <Stack gap={6} mt={4}>
        <SegmentedControl
          size="xs"
          value={value.free ? "free" : "paid"}
          onChange={(kind) => onChange({ ...value, free: kind === "free" })}
          aria-label={label}
          data={[
            { value: "free", label: t("hubs_admin.price.free") },
            { value: "paid", label: t("hubs_admin.price.paid") },
          ]}
          data-testid={`${testId}-kind`}
        />
        {!value.free && (
          <TextInput
            aria-label={t("hubs_admin.price.amount_of", { label })}
            value={value.text}
            onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
            leftSection={<span className="cw-price-prefix">{currencyPrefix(currency).trim()}</span>}
            leftSectionWidth={Math.max(36, currencyPrefix(currency).trim().length * 9 + 18)}
            inputMode="decimal"
            placeholder={t("hubs_admin.price.placeholder")}
            error={Boolean(error)}
            data-testid={`${testId}-amount`}
          />
        )}
        <Text size="xs" c="dimmed" data-testid={`${testId}-shown`}>
          {value.free
            ? t("hubs_admin.price.shown_free")
            : read.ok
              ? t("hubs_admin.price.shown", { price: formatPrice(read.minor, currency) })
              : t("hubs_admin.price.hint", { currency })}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
