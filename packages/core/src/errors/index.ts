export { ElicitKitError } from './elicit-kit-error.js';
export type { ElicitKitErrorCode } from './elicit-kit-error.js';
