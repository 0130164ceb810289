// The page's language a form or link was sent from: what the public routes and the features' own routes
// (a complaint's tracking link) answer in.
import { LANG_FIELD } from "#forms/api";
import { DEFAULT_LANG, type Lang, isLang } from "#shared/locales";

/** The page's language the form was sent from; English when absent or unknown. */
export function formLang(fields: Record<string, unknown>): Lang {
  const lang = fields[LANG_FIELD];
  return isLang(lang) ? lang : DEFAULT_LANG;
}
