import { Box, Center, Group, Paper, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguagePicker } from "./LanguagePicker";
import { Logo } from "./Logo";
import { RequestFailedBanner } from "./RequestFailedBanner";
import "../styles/mantineRest";

/** Centred card on a soft background: the frame of sign-in, registration and status screens. */
export function GuestLayout({ children, width = 440 }: { children: ReactNode; width?: number }) {
  return (
    <Box
      mih="100dvh"
      style={{
        background:
          "radial-gradient(1200px 600px at 10% -10%, #e3e7ff 0%, transparent 60%), radial-gradient(900px 500px at 110% 110%, #dff3ec 0%, transparent 55%), #f5f6fb",
      }}
    >
      <Group justify="space-between" px={{ base: "md", sm: "xl" }} py="md">
        <Link to="/" className="cw-focus" style={{ textDecoration: "none" }} aria-label="Coursewright">
          <Logo size={32} />
        </Link>
        <LanguagePicker />
      </Group>
      <Center px="md" pb={64} pt={{ base: "md", sm: 40 }}>
        <Stack w="100%" maw={width} gap="md">
          <RequestFailedBanner />
          <Paper component="main" radius="lg" p={{ base: "lg", sm: 36 }} shadow="md" withBorder>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
