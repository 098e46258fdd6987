import { urlConsentMessagesDe, urlConsentMessagesEn, type UrlConsentMessages } from '../url-consent/messages.js';
import { formMessagesDe } from '../form/messages-de.js';
import { formMessagesEn, type FormMessages } from '../form/messages.js';
import { hostMessagesDe, hostMessagesEn, type HostMessages } from '../host/messages.js';
import { previewMessagesDe, previewMessagesEn, type PreviewMessages } from '../preview/messages.js';
import { commonMessagesDe, commonMessagesEn, type CommonMessages } from './common.js';

/**
 * Every string the kit's components show, in one flat bundle: the form, URL consent, the host,
 * the preview and what they share. Pass a whole language once
 * (`<ElicitKitProvider messages={de}>`), or any subset to override single strings.
 */
export interface ElicitKitMessages extends CommonMessages, FormMessages, UrlConsentMessages, HostMessages, PreviewMessages {}

// The bundle is flat, so a key two components both define (beyond the shared CommonMessages)
// would show one component's text in the other: the later spread wins. This fails to compile
// when any two components' own keys meet; give the new key a component prefix instead.
type Own<T> = Exclude<keyof T, keyof CommonMessages>;
type Disjoint<A, B> = [Own<A> & Own<B>] extends [never] ? true : { sharedKeys: Own<A> & Own<B> };
type Check<T extends true[]> = T;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the check is that this type resolves
type ComponentKeysAreDisjoint = Check<
  [
    Disjoint<FormMessages, UrlConsentMessages>,
    Disjoint<FormMessages, HostMessages>,
    Disjoint<FormMessages, PreviewMessages>,
    Disjoint<UrlConsentMessages, HostMessages>,
    Disjoint<UrlConsentMessages, PreviewMessages>,
    Disjoint<HostMessages, PreviewMessages>,
  ]
>;

/** English: every string of every component, and what each shows by default. */
export const en: ElicitKitMessages = {
  ...commonMessagesEn,
  ...formMessagesEn,
  ...urlConsentMessagesEn,
  ...hostMessagesEn,
  ...previewMessagesEn,
};

/** German: every string of every component, for `<ElicitKitProvider messages={de}>`. */
export const de: ElicitKitMessages = {
  ...commonMessagesDe,
  ...formMessagesDe,
  ...urlConsentMessagesDe,
  ...hostMessagesDe,
  ...previewMessagesDe,
};
