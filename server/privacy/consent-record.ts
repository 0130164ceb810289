// The consent record of a submission (Digital Personal Data Protection Rules
// 2025: the Data Fiduciary shows what the person was told when they
// consented): the sha256 of the notice sentence the form showed beside its
// submit button, exactly as the page builds it from the same content, in the
// page's language (stored as the submission's `lang`). A later change of the
// notice's words gives a new hash, so each submission names its version.
import { createHash } from "node:crypto";
import type { DataNotice } from "#forms/declare";
import type { Lang } from "#shared/locales";
import { perLang } from "#shared/locales";
import { formCopies } from "../generated/form-copies";

const sentences = perLang((lang) => formCopies[lang].common.privacyContact.noticeSentence);

/** The notice sentence as components/form-kit/data-notice.tsx renders it (before the contact line every form shares). */
export function noticeText(notice: DataNotice, lang: Lang): string {
  return sentences[lang].replace(/\{(collected|why|kept)\}/g, (_m, key: keyof DataNotice) => notice[key]);
}

export function noticeSha256(notice: DataNotice, lang: Lang): string {
  return createHash("sha256").update(noticeText(notice, lang)).digest("hex");
}
