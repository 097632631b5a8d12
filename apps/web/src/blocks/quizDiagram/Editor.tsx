import { type DiagramSpot, type Hotspot, nextDiagramSpotPlace, QUIZ_SPOTS_MAX } from "@coursewright/course-model";
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { HotspotPlacer } from "../clickImageShowText/HotspotPlacer";
import { DraftTextInput } from "../common/DraftTextInput";
import type { BlockEditorProps } from "../faces";
import { newQuizId, removeById, updateById } from "../quizFillBlanksDropdown/list";
import { Problems } from "../quizFillBlanksDropdown/Problems";
import { QuizSettingsEditor } from "../quizShared/QuizSettingsEditor";
import { MediaChooser } from "../shared/MediaChooser";
import { RichTextEditor } from "../shared/RichTextEditor";
import { diagramProblems, readSpots } from "./spots";

/** The question, the image, its spots (placed by clicking the image, moved by dragging) with their labels. */
export function QuizDiagramEditor({ block, media, onChange, mediaOps }: BlockEditorProps) {
  const { t } = useTranslation();
  const item = media[0]?.medialibrary_item ?? null;
  const spots = readSpots(block.settings);
  const save = (next: DiagramSpot[]) => onChange({ settings: { ...block.settings, spots: next } });
  const full = spots.length >= QUIZ_SPOTS_MAX;
  const add = (x: number, y: number) => {
    if (!full) save([...spots, { id: newQuizId(spots.map((spot) => spot.id)), x, y, label: "" }]);
  };
  // The clickable image's placer draws hotspots: a spot is one, titled by its label.
  const asHotspots: Hotspot[] = spots.map((spot) => ({
    id: spot.id,
    x: spot.x,
    y: spot.y,
    title: spot.label,
    text: "",
  }));

  return (
    <Stack gap="sm" data-testid="block-editor-quizDiagram">
      <RichTextEditor
        label={t("blocks.quiz.quiz_diagram.question")}
        value={block.text}
        onChange={(html) => onChange({ text: html === "" ? null : html })}
        minHeight={100}
      />
      <MediaChooser block={block} current={item} onPick={(picked) => mediaOps.add(picked)} />
      {item && (
        <>
          <Text size="xs" c="dimmed">
            {full
              ? t("blocks.quiz.quiz_diagram.max_reached", { max: QUIZ_SPOTS_MAX })
              : t("blocks.quiz.quiz_diagram.place_hint")}
          </Text>
          <HotspotPlacer
            item={item}
            hotspots={asHotspots}
            onAdd={add}
            onMove={(id, point) => save(updateById(spots, id, point))}
          />
        </>
      )}
      {spots.map((spot, index) => (
        <Paper key={spot.id} withBorder p="xs" radius="md" data-testid="quiz-spot-editor">
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <Badge circle size="lg" aria-hidden>
              {index + 1}
            </Badge>
            <DraftTextInput
              size="xs"
              style={{ flex: 1, minWidth: 0 }}
              label={t("blocks.quiz.quiz_diagram.spot_label", { number: index + 1 })}
              value={spot.label}
              maxLength={1000}
              onCommit={(label) => save(updateById(spots, spot.id, { label }))}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={spots.length <= 1}
              onClick={() => save(removeById(spots, spot.id))}
              aria-label={t("blocks.quiz.quiz_diagram.remove_spot", { number: index + 1 })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={full}
        // Where its label will not cover another's (a click on the image puts one where the author wants).
        onClick={() => {
          const place = nextDiagramSpotPlace(spots);
          add(place.x, place.y);
        }}
      >
        {t("blocks.quiz.quiz_diagram.add_spot")}
      </Button>
      <Problems problems={diagramProblems(block.settings, item !== null)} />
      <QuizSettingsEditor block={block} onChange={onChange} withShuffle />
    </Stack>
  );
}
