export { createElicitationQueue, DEFAULT_CLOSED_LIMIT } from './create-elicitation-queue.js';
export type {
  ClosedElicitation,
  CloseReason,
  ElicitationQueue,
  ElicitationQueueOptions,
  ElicitationQueueSnapshot,
  EnqueueRequest,
  GroupProgress,
  PendingElicitation,
  ServerIdentity,
} from './types.js';
