// The modal frame behind UrlConsentDialog, loaded on demand: Radix Dialog and nothing of the
// kit. The consent itself (hook, view, messages) lives in UrlConsentDialog.tsx, which hands it
// in: code a lazy chunk imports is live for the whole build, and a bundler that splits per file
// (esbuild) puts every such module the public root re-exports into the first download of an
// app that only shows forms.
import { Content, Overlay, Portal, Root, Title } from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

const radixDialog = { Root, Portal, Overlay, Content, Title };

/** The parts of `@radix-ui/react-dialog` the URL consent dialog renders. */
export type RadixDialog = typeof radixDialog;

/** Renders `children` with Radix Dialog's parts; see UrlConsentDialog, which loads this module on demand. */
export function UrlConsentModal({ children }: { children: (dialog: RadixDialog) => ReactNode }) {
  return <>{children(radixDialog)}</>;
}
