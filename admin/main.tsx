/** The CMS page (/admin/): Decap with previews drawn by the site's own components; config.yml is generated. */
import "./manual-init";
import CMS from "decap-cms-app";
import siteCss from "~/app.css?url";
import { registerPageFileNames } from "./page-file-names";
import { previewTemplates } from "./previews";
import { RULE_FORMAT, ruleFromFile, ruleToFile } from "../scripts/cms/rule-files";

CMS.registerPreviewStyle(siteCss);
for (const [collection, preview] of Object.entries(previewTemplates))
  CMS.registerPreviewTemplate(collection, preview);
// Detection rules are edited as their text (scripts/cms/rule-files.ts); the collections name the extension.
CMS.registerCustomFormat(RULE_FORMAT, "yml", { fromFile: ruleFromFile, toFile: ruleToFile });
registerPageFileNames(CMS);
CMS.init();
