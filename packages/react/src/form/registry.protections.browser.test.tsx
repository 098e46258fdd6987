// The shadcn/ui registry item (packages/react/registry/elicit-kit/elicitation-form.tsx, Tailwind classes on
// useElicitationForm) passes the same protection suite as ElicitationForm and the bare UI.
import { ElicitationForm } from '../../registry/elicit-kit/elicitation-form.js';
import { describeFormProtections } from './protections.suite.js';

describeFormProtections('The shadcn registry item', ElicitationForm);
