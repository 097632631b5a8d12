/**
 * The default "correct" feedback that new open, audio and video answers carried before they stopped carrying
 * any, in each of the 15 languages (blocks.feedback.correct_default): the builder stored it translated, so
 * older courses hold these sentences. An unjudged answer is never right or wrong, so the player shows none of
 * them after "Answer sent". Kept as a literal list so the player does not load every catalog; a test checks it
 * against the catalogs.
 */
export const STALE_SENT_DEFAULTS: ReadonlySet<string> = new Set([
  "Correct, well done!",
  "Corretto, ben fatto!",
  "Richtig, gut gemacht!",
  "صحيح، أحسنت!",
  "¡Correcto, bien hecho!",
  "Верно, отлично!",
  "Correct, bravo !",
  "Правильно, чудово!",
  "Korrekt, godt klaret!",
  "正解です。よくできました！",
  "Rätt, bra jobbat!",
  "Riktig, godt jobbet!",
  "Benar, bagus sekali!",
  "ถูกต้อง เยี่ยมมาก!",
  "Chính xác, làm tốt lắm!",
]);
