/** The playground's two languages; the kit ships English and German messages. */
export type Language = 'en' | 'de';

export const LANGUAGES: readonly Language[] = ['en', 'de'];

/** BCP 47 tags for `<html lang>` and the kit's number parsing. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', de: 'de-DE' };
