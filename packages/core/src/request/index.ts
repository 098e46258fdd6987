export { readElicitationRequest } from './read-elicitation-request.js';
export type { ElicitationRequest } from './read-elicitation-request.js';
