// The judging of answers (course-model's judges and the quiz settings they read, with zod): loaded with the
// first page that holds a question, not with every player (see loadJudging).
export { judgeAnswer } from "@coursewright/course-model";
