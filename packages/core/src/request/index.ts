export { readElicitationRequest } from './read-elicitation-request.js';
export type { ElicitationRequest } from './read-elicitation-request.js';
export { checkAnswer } from './check-answer.js';
export type { AnswerCheck } from './check-answer.js';
