export { accept, cancel, decline } from './respond.js';
