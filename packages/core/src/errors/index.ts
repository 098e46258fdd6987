export { ElicitKitError } from './elicit-kit-error.js';
