/** The CMS page (/admin/): Decap with previews drawn by the site's own components; config.yml is generated. */
import "./manual-init";
import CMS from "decap-cms-app";
import siteCss from "~/app.css?url";
import { registerPageFileNames } from "./page-file-names";
import {
  ArticlePreview,
  CaseStudyPreview,
  FormPreview,
  JobPreview,
  PagePreview,
  PolicyPreview,
  ResearchPreview,
  simpleEntryPreview,
} from "./previews";
import { simpleFamilyNames } from "~/content/schema/families";
import { entryRoutes } from "~/route-table";
import { RULE_FORMAT, ruleFromFile, ruleToFile } from "../scripts/cms/rule-files";

CMS.registerPreviewStyle(siteCss);
const previews = {
  articles: ArticlePreview,
  jobs: JobPreview,
  "case-studies": CaseStudyPreview,
  policies: PolicyPreview,
  forms: FormPreview,
  pages: PagePreview,
  research: ResearchPreview,
};
for (const [collection, preview] of Object.entries(previews))
  CMS.registerPreviewTemplate(collection, preview);
for (const family of simpleFamilyNames)
  CMS.registerPreviewTemplate(entryRoutes[family].folder, simpleEntryPreview(family));
// Detection rules are edited as their text (scripts/cms/rule-files.ts); the collections name the extension.
CMS.registerCustomFormat(RULE_FORMAT, "yml", {
  fromFile: ruleFromFile,
  toFile: (data) => ruleToFile(data as Record<string, unknown>),
});
registerPageFileNames(CMS);
CMS.init();
