import { envNow, envRandom } from "./env";
import { getTopic, listTopics } from "./lookups";
import { addItem, putItem, renumber } from "./store";
import { newTempId } from "./tempIds";
import type { BuilderEnv, BuilderState } from "./types";

/** A new topic goes last: its order is the count of visible topics (spec 4). It becomes the active topic. */
export function addTopic(
  state: BuilderState,
  input: { title: string },
  env?: BuilderEnv,
): { state: BuilderState; topicId: number } {
  const id = newTempId(state, envRandom(env));
  const now = envNow(env);
  const topic = {
    id,
    course_id: state.course.id,
    order: listTopics(state).length,
    title: input.title,
    created_at: now,
    updated_at: now,
  };
  return { state: { ...addItem(state, "topics", topic), activeTopicId: id }, topicId: id };
}

export function renameTopic(state: BuilderState, topicId: number, title: string): BuilderState {
  const topic = getTopic(state, topicId);
  return topic.title === title ? state : putItem(state, "topics", { ...topic, title });
}

/** Drag and drop in the tree: the topic takes position `toIndex` and the others close up around it. */
export function moveTopic(state: BuilderState, topicId: number, toIndex: number): BuilderState {
  const topic = getTopic(state, topicId);
  const others = listTopics(state).filter((t) => t.id !== topicId);
  const index = Math.max(0, Math.min(others.length, Math.trunc(toIndex)));
  others.splice(index, 0, topic);
  return renumber(state, "topics", others);
}
