// Proves that `npm run lint` refuses a wrong-way import in every part of the
// project, and accepts the right-way ones, by linting small sources as if
// they were files in each folder (nothing is written to disk).
import { ESLint } from "eslint";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "local/import-boundaries").map((m) => m.message);
}

describe("import boundaries", () => {
  it.each([
    ["shared/x.ts", 'import { buildApp } from "../app/root";', "shared must not import app"],
    ["shared/documents/x.ts", 'import { useState } from "react";', "shared must not import react"],
    ["forms/x.ts", 'import { site } from "#content/site";', "forms must not import content"],
    ["forms/x.ts", 'import { ROLES } from "#shared/staff-api/roles";', "forms must not import shared/staff-api"],
    ["shared/x.ts", 'import { staffApi } from "./staff-api/api";', "shared must not import shared/staff-api"],
    ["shared/staff-api/x.ts", 'import { useState } from "react";', "shared/staff-api must not import react"],
    ["shared/staff-api/x.ts", 'import { site } from "#content/site";', "shared/staff-api must not import content"],
    ["content/x.ts", 'import { readBuildSettings } from "#shared/build-settings";', "content must not import shared"],
    ["content/x.ts", 'import { fieldErrors } from "#forms/field-errors";', "content must not import forms"],
    ["server/routes/x.ts", 'import { Picture } from "../../app/components/ui/picture";', "server must not import app/components"],
    ["server/x.ts", 'import { useState } from "react";', "server must not import react"],
    ["scripts/x.ts", 'import { pageMeta } from "../app/features/seo/page-meta";', "scripts must not import app/features/seo"],
    ["scripts/x.ts", 'import { buildApp } from "../server/app";', "scripts must not import server"],
    ["bench/x.ts", 'import { openDatabase } from "../server/db/database";', "bench must not import server"],
    ["e2e/x.spec.ts", 'import { SiteHeader } from "../app/features/layout/site-header";', "e2e must not import app/features/layout"],
    ["app/root.tsx", 'import { readConfig } from "../server/config";', "app must not import server"],
    ["app/routes/home.tsx", 'import { readFile } from "node:fs";', "app/routes must not import node:fs"],
    ["app/lib/x.ts", 'import { site } from "#content/site";', "app/lib must not import content"],
    ["app/components/ui/x.tsx", 'import { Hero } from "../../features/home/hero";', "app/components must not import app/features/home"],
    [
      "app/features/home/x.tsx",
      'import { PartnerForm } from "../partners/partner-form";',
      "app/features/home must not import app/features/partners",
    ],
    ["app/features/home/x.tsx", 'const m = () => import("../../routes/about");', "app/features/home must not import app/routes"],
    ["server/routes/x.ts", 'import { startFormApp } from "#test/form-app";', "server must not import test"],
    ["server/x.ts", 'import { createTestDatabase } from "../test/support/database";', "server must not import test"],
    ["shared/x.ts", 'import { startTestSmtpServer } from "#test/smtp-server";', "shared must not import test"],
    ["forms/x.ts", 'import type { FormApp } from "#test/form-app";', "forms must not import test"],
    ["content/x.ts", 'import { samplePdf } from "#test/form-app";', "content must not import test"],
    ["app/lib/x.ts", 'import { samplePdf } from "#test/form-app";', "app/lib must not import test"],
    ["scripts/x.ts", 'import { startTestSmtpServer } from "#test/smtp-server";', "scripts must not import test"],
    ["staff/lib/x.ts", 'import { exampleNewsletter } from "#test/form-examples";', "staff must not import test"],
    ["deploy/x.ts", 'import { startLocalRecipe } from "#test/deploy/local-recipe";', "deploy must not import test"],
    ["app/routes/x.tsx", 'import { App } from "../../staff/app";', "app/routes must not import staff"],
    ["server/static/x.ts", 'import { matchRoute } from "../../staff/lib/routes";', "server must not import staff"],
    ["staff/screens/x.tsx", 'import { Picture } from "../../app/components/ui/picture";', "staff must not import app/components"],
    ["staff/lib/x.ts", 'import { forms } from "../../server/form-registry/registry";', "staff must not import server"],
    ["staff/lib/x.ts", 'import { readFile } from "node:fs";', "staff must not import node:fs"],
    ["server/db/x.ts", 'import { formByName } from "../form-registry/registry";', "server/db must not import server/form-registry"],
    ["server/csp.ts", 'import { formByName } from "./form-registry/registry";', "server/csp.ts must not import server/form-registry"],
    ["server/http/x.ts", 'import { forms } from "../form-registry/registry";', "server/http must not import server/form-registry"],
    [
      "server/published-documents/x.ts",
      'import { contentDisposition } from "../routes/documents";',
      "server/published-documents must not import server/routes",
    ],
    // Delivery sends the email kinds features register (server/delivery/email-kinds.ts), naming none of them.
    [
      "server/delivery/email-sender.ts",
      'import { buildVisitorEmail } from "../privacy/visitor-email";',
      "server/delivery must not import server/privacy",
    ],
    [
      "server/delivery/delivery.ts",
      'import { createComplaintMailSender } from "../complaints/complaint-mail-sender";',
      "server/delivery must not import server/complaints",
    ],
    ["server/config.ts", 'import { formByName } from "./form-registry/registry";', "server/config.ts must not import server/form-registry"],
    [
      "server/delivery/settings.ts",
      'import { allForms } from "../form-registry/registry";',
      "server/delivery must not import server/form-registry",
    ],
    [
      "server/delivery/outbox.ts",
      'import { purgeableSubmissionIds } from "../submissions/queries";',
      "server/delivery must not import server/submissions",
    ],
    [
      "server/delivery/webhook-sender.ts",
      'import { personErasedBody } from "../privacy/erasure-event";',
      "server/delivery must not import server/privacy",
    ],
    // Infrastructure is handed what it needs of the features by the entry (the form endpoints, the documents' upload size).
    [
      "server/limits/form-limits.ts",
      'import { allForms } from "../form-registry/registry";',
      "server/limits must not import server/form-registry",
    ],
    [
      "server/plugins/early-body-limit.ts",
      'import { MAX_DOCUMENT_BYTES } from "../published-documents/publication-rules";',
      "server/plugins must not import server/published-documents",
    ],
    // A migration copies the values it needs: it must not change when today's forms do.
    [
      "server/db/migrations/007-staff.ts",
      'import { searchColumns } from "../../submissions/search-columns";',
      "server/db must not import server/submissions",
    ],
    // The outbox reads the submissions it sends through server/db, not the submissions feature.
    [
      "server/delivery/worker.ts",
      'import { findSubmissionsByIds } from "../submissions/queries";',
      "server/delivery must not import server/submissions",
    ],
    [
      "server/db/migrations/049-lead-field-options.ts",
      'import { allForms } from "../../form-registry/registry";',
      "server/db must not import server/form-registry",
    ],
    [
      "server/db/migrations/002-submissions.ts",
      'import { newReference } from "../../submissions/reference";',
      "server/db must not import server/submissions",
    ],
    [
      "server/delivery/x.ts",
      'import { buildInvestorAlert } from "../investor-alerts/alert-sender";',
      "server/delivery must not import server/investor-alerts",
    ],
    ["server/complaints/x.ts", 'import { staffRoute } from "../staff/staff-route";', "server/complaints must not import server/staff"],
    ["server/privacy/x.ts", 'import { formLang } from "../routes/form-helpers";', "server/privacy must not import server/routes"],
    [
      "server/audit/x.ts",
      'import { openComplaintHook } from "../complaints/complaints";',
      "server/audit must not import server/complaints",
    ],
    [
      "server/auth/x.ts",
      'import type { SubmissionRecord } from "../submissions/queries";',
      "server/auth must not import server/submissions",
    ],
  ])("%s: refuses %s", async (file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ["server/routes/x.ts", 'import { buildApp } from "../app";'],
    // The forms' declarations are below the server: its configuration names each form's variables from them.
    ["server/config.ts", 'import { FORM_DECLARATIONS } from "#forms/all-forms";'],
    // The helpers both the public routes and the features' own routes use sit below both (server/http/).
    ["server/complaints/x.ts", 'import { formLang } from "../http/form-lang";'],
    ["server/x.ts", 'import { newsletterSchema } from "#forms/newsletter";'],
    ["content/x.ts", 'import type { FieldErrors } from "#forms/field-errors";'],
    ["app/lib/x.ts", 'import type { ImageName } from "#content/images";'],
    ["app/features/home/x.tsx", 'import { Picture } from "../../components/ui/picture";\nimport { homeHero } from "#copy/pages/home";'],
    ["app/routes/x.tsx", 'import { Hero } from "../features/home/hero";'],
    ["e2e/x.spec.ts", 'import { documentTree } from "../app/generated/documents";'],
    ["bench/x.ts", 'import { FolderView } from "../app/features/investors/folder-view";'],
    ["server/routes/x.test.ts", 'import { startFormApp } from "#test/form-app";'],
    ["app/features/home/x.hi.test.tsx", 'import { samplePdf } from "#test/form-app";'],
    ["scripts/x.test.ts", 'import { startTestSmtpServer } from "#test/smtp-server";'],
    ["bench/x.ts", 'import { startTestSmtpServer } from "#test/smtp-server";'],
    ["e2e/x.ts", 'import { startTestSmtpServer } from "#test/smtp-server";'],
    ["deploy/x.test.ts", 'import { startLocalRecipe } from "#test/deploy/local-recipe";'],
    ["bench/x.ts", 'import { startLocalRecipe } from "#test/deploy/local-recipe";'],
    ["staff/lib/x.ts", 'import { LANGS } from "#shared/locales";\nimport { newsletterSchema } from "#forms/newsletter";'],
    ["staff/vite.config.ts", 'import path from "node:path";'],
    ["shared/staff-api/x.ts", 'import { COMPLAINT_KINDS } from "#forms/complaint";\nimport { LANGS } from "#shared/locales";'],
    ["staff/lib/x.ts", 'import { ROLES } from "#shared/staff-api/roles";'],
    ["server/staff/x.ts", 'import { openComplaintHook } from "../complaints/complaints";\nimport { parseRoles } from "../auth/roles";'],
    ["server/complaints/x.ts", 'import { pendingRow } from "../delivery/outbox";\nimport { appendAudit } from "../audit/audit-trail";'],
    ["server/delivery/outbox.test.ts", 'import { newReference } from "../submissions/reference";'],
  ])("%s: allows %s", async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
