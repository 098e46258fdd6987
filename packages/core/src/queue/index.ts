export { createElicitationQueue, DEFAULT_CLOSED_LIMIT } from './create-elicitation-queue.js';
export type * from './types.js';
