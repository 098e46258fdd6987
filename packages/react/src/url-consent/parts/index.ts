// The URL consent's parts, Radix style: `UrlConsentParts.Root` around any arrangement of the
// others. Each part reads the consent from the root and renders nothing where its state does
// not apply, so a host can restyle, reorder or leave parts out without forking the view.
export { Root, type RootProps } from './Root.js';
export { WhoAsks, Title, Message } from './Header.js';
export { Status, Blocked } from './Status.js';
export { Destination, Warnings, Trust, Note, Acknowledge } from './Review.js';
export { FullLink, Waiting } from './Link.js';
export {
  Actions,
  AnswerHelp,
  OpenButton,
  DeclineButton,
  CancelButton,
  ReopenButton,
  FinishButton,
  RetryCheckButton,
  type ConsentButtonProps,
} from './Actions.js';
export { useUrlConsentContext, type UrlConsentContextValue, type UrlConsentHeadingLevel } from './context.js';
