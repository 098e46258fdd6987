// Shared by tests that compare the form's own markup with a host's wrapper around a built-in.

/**
 * The form draws a built-in choice group as the field itself (`<fieldset class="ek-field
 * ek-group" data-ek-part="field" …>`, fields/fieldRoot.tsx); a host's wrapper around the same
 * built-in gets the form's `<div>` around the group instead. Rewrites the second shape into the
 * first, so the rest of the markup can be compared as it is.
 */
export function asFieldGroups(html: string): string {
  return html
    .replace(/<div class="ek-field"((?: data-[\w-]+="[^"]*")*)><fieldset class="ek-group"(?: data-ek-part="yes-no")?/g, '<fieldset class="ek-field ek-group"$1')
    .replace(/<\/fieldset><\/div>/g, '</fieldset>');
}
