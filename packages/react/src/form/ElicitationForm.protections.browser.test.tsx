// The ready-made form passes the shared protection suite (protections.suite.tsx).
import { ElicitationForm } from './ElicitationForm.js';
import { describeFormProtections } from './protections.suite.js';

describeFormProtections('ElicitationForm', ElicitationForm);
