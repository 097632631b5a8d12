import { Center, Text } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

function BlockFailed() {
  const { t } = useTranslation();
  return (
    <Center h="100%" p="sm">
      <Text size="sm" c="dimmed" role="alert">
        {t("blocks.common.view_failed")}
      </Text>
    </Center>
  );
}

interface Props {
  /** A new value (the block edited) tries the view again. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: unknown;
}

/** One broken block (bad content, a failed chunk) shows a short note instead of taking the page down with it. */
export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error("block view failed", error);
  }

  override render() {
    return this.state.failed ? <BlockFailed /> : this.props.children;
  }
}
