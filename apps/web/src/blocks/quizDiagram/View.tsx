import type { DiagramSpot, MediaItem } from "@coursewright/course-model";
import { Center, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { type ComponentType, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { containedRect } from "../clickImageShowText/hotspots";
import type { BlockViewProps } from "../faces";
import { DragOrLists } from "../quizShared/DragOrLists";
import type { SpotTargetProps } from "../quizShared/dragBoardTypes";
import { QuestionFrame } from "../quizShared/QuestionFrame";
import { useShuffled } from "../quizShared/useShuffled";
import "../quizFillBlanksDropdown/blanks.css";
import "./diagram.css";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import { answeredPlacements, buildDiagramAnswer, diagramComplete, placeLabel, readSpots } from "./spots";

/**
 * An image with numbered spots and, under it, the labels (shuffled in the player) to drag onto the spots on
 * the image or onto the numbered places under it; or, switched to lists, a dropdown per spot offering the
 * labels. A label sits on one spot at a time: choosing it for another spot moves it. The chosen label shows
 * beside its spot on the image. Once answered the placements stay and, when the author shows the correct
 * answer, each spot is marked right or wrong.
 */
export function QuizDiagramView({ block, media, mode, onAnswer, answered }: BlockViewProps) {
  const { t } = useTranslation();
  const chrome = useInterfaceRootProps();
  const idBase = useId();
  const item = media[0]?.medialibrary_item ?? null;
  const alt = media[0]?.alt_text ?? item?.title ?? "";
  const spots = useMemo(() => readSpots(block.settings), [block.settings]);
  const labels = useShuffled(block, spots, mode);
  const [placed, setPlaced] = useState<Record<string, string>>({});
  const locked = mode !== "player" || !!answered;
  const shown = answered ? answeredPlacements(answered.answerValue) : placed;
  const reveal = !!answered && block.settings.show_correct_answer !== false;
  const complete = diagramComplete(placed, spots);
  const number = new Map(spots.map((spot, index) => [spot.id, index + 1]));
  const labelText = (spot: DiagramSpot | undefined) =>
    spot ? spot.label.trim() || t("blocks.quiz.quiz_diagram.label_number", { number: number.get(spot.id) ?? 0 }) : "";
  const byId = new Map(spots.map((spot) => [spot.id, spot]));
  const resultOf = (spot: DiagramSpot) => (reveal ? (shown[spot.id] === spot.id ? "right" : "wrong") : undefined);

  /** The image with the placed labels; in the drag face its spots are the board's, and take drops. */
  const image = (Spot?: ComponentType<SpotTargetProps>) =>
    item ? (
      <DiagramImage
        item={item}
        alt={alt}
        spots={spots}
        marks={spots.map((spot) => ({ text: labelText(byId.get(shown[spot.id] ?? "")), result: resultOf(spot) }))}
        Spot={Spot}
      />
    ) : (
      mode === "builder" && (
        <Center p="sm">
          <Text size="sm" c="dimmed" ta="center">
            {t("blocks.quiz.quiz_diagram.empty")}
          </Text>
        </Center>
      )
    );

  const check = () => {
    if (locked || !complete) return;
    onAnswer?.(buildDiagramAnswer(placed, spots));
  };

  return (
    <QuestionFrame
      block={block}
      mode={mode}
      answered={answered}
      canCheck={complete}
      onCheck={check}
      testId="block-view-quizDiagram"
    >
      <DragOrLists
        mode={mode}
        board={{
          slots: spots.map((spot, index) => ({
            id: spot.id,
            name: t("blocks.quiz.quiz_diagram.spot_number", { number: index + 1 }),
            label: (
              <span className="cw-diagram-choice-label">
                <span className="cw-diagram-number" aria-hidden>
                  {index + 1}
                </span>
                {t("blocks.quiz.quiz_diagram.spot_number", { number: index + 1 })}
              </span>
            ),
            result: resultOf(spot),
          })),
          answers: labels.map((label) => ({ id: label.id, text: labelText(label) })),
          placement: shown,
          onPlace: setPlaced,
          locked,
          rowClassName: "cw-diagram-choice",
          rowTestId: "quiz-diagram-spot",
          listClassName: "cw-quiz-inputs cw-diagram-choices",
          groupLabel: t("blocks.quiz.quiz_diagram.group_label"),
          stage: (Spot) => image(Spot),
        }}
        lists={
          <>
            {image()}
            <fieldset
              className="cw-quiz-fieldset cw-quiz-inputs cw-diagram-choices"
              aria-label={t("blocks.quiz.quiz_diagram.group_label")}
            >
              {spots.map((spot, index) => {
                const id = `${idBase}-${spot.id}`;
                const value = shown[spot.id] ?? "";
                const result = resultOf(spot);
                return (
                  <div key={spot.id} className="cw-diagram-choice" data-result={result} data-testid="quiz-diagram-spot">
                    <label className="cw-diagram-choice-label" htmlFor={id}>
                      <span className="cw-diagram-number" aria-hidden>
                        {index + 1}
                      </span>
                      {t("blocks.quiz.quiz_diagram.spot_number", { number: index + 1 })}
                    </label>
                    <select
                      id={id}
                      className="cw-blank-input cw-diagram-select"
                      value={value}
                      disabled={locked}
                      data-result={result}
                      onChange={(event) => {
                        const next = event.currentTarget.value;
                        setPlaced((current) => placeLabel(current, spot.id, next));
                      }}
                    >
                      <option value="" lang={chrome.lang}>
                        {t("blocks.quiz.quiz_diagram.choose")}
                      </option>
                      {labels.map((label) => {
                        const on = Object.entries(shown).find(
                          ([spotId, labelId]) => labelId === label.id && spotId !== spot.id,
                        );
                        const text = labelText(label);
                        return (
                          <option key={label.id} value={label.id}>
                            {on
                              ? t("blocks.quiz.quiz_diagram.label_on_spot", {
                                  label: text,
                                  number: number.get(on[0]) ?? 0,
                                })
                              : text}
                          </option>
                        );
                      })}
                    </select>
                  </div>
                );
              })}
            </fieldset>
          </>
        }
      />
    </QuestionFrame>
  );
}

interface DiagramImageProps {
  item: MediaItem;
  alt: string;
  spots: DiagramSpot[];
  /** Per spot (same order): the label placed on it ("" for none) and, after answering, right or wrong. */
  marks: { text: string; result: "right" | "wrong" | undefined }[];
  /** Draws each spot (the drag face's take drops); a plain box unless given. */
  Spot?: ComponentType<SpotTargetProps>;
}

/** A spot whose label goes to its left (towards the middle), so it stays on the image. */
const rightHalf = (spot: DiagramSpot) => spot.x > 60;

const PlainSpot = ({ slotId: _slotId, children, ...props }: SpotTargetProps) => <div {...props}>{children}</div>;

/** The image scaled to fit its box, with the numbered spots (and the labels placed on them) at their places. */
function DiagramImage({ item, alt, spots, marks, Spot = PlainSpot }: DiagramImageProps) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const [natural, setNatural] = useState({
    width: item.custom_properties.width ?? 0,
    height: item.custom_properties.height ?? 0,
  });
  const image = containedRect(width, height, natural.width, natural.height);
  return (
    <div ref={ref} className="cw-diagram-stage">
      <img
        className="cw-diagram-image"
        src={item.url}
        alt={alt}
        draggable={false}
        onLoad={(event) => {
          const { naturalWidth, naturalHeight } = event.currentTarget;
          if (naturalWidth !== natural.width || naturalHeight !== natural.height) {
            setNatural({ width: naturalWidth, height: naturalHeight });
          }
        }}
      />
      {image.width > 0 && (
        <div
          className="cw-diagram-layer"
          style={{ left: image.left, top: image.top, width: image.width, height: image.height }}
          aria-hidden
        >
          {spots.map((spot, index) => {
            const mark = marks[index];
            return (
              <Spot
                key={spot.id}
                slotId={spot.id}
                className="cw-diagram-spot"
                // A spot in the right part is placed from the right edge: placed from the left, its box could only
                // take the width to the right of the point and its label would be cut short ("Optio…").
                style={
                  rightHalf(spot)
                    ? { right: `${100 - spot.x}%`, top: `${spot.y}%` }
                    : { left: `${spot.x}%`, top: `${spot.y}%` }
                }
                data-result={mark?.result}
                data-right-half={rightHalf(spot) || undefined}
              >
                <span className="cw-diagram-number">{index + 1}</span>
                {mark?.text && <span className="cw-diagram-placed">{mark.text}</span>}
              </Spot>
            );
          })}
        </div>
      )}
    </div>
  );
}
