/**
 * The CMS page (/admin/): Decap CMS, with previews drawn by the site's own components and CSS.
 * Built by vite.admin.config.ts; the configuration (config.yml beside this page) is generated
 * from the content schemas by scripts/cms/config.ts.
 */
import "./manual-init";
import CMS from "decap-cms-app";
import siteCss from "~/app.css?url";
import { registerPageFileNames } from "./page-file-names";
import { ArticlePreview, CaseStudyPreview, FormPreview, JobPreview, PagePreview, PolicyPreview } from "./previews";

CMS.registerPreviewStyle(siteCss);
CMS.registerPreviewTemplate("articles", ArticlePreview);
CMS.registerPreviewTemplate("jobs", JobPreview);
CMS.registerPreviewTemplate("case-studies", CaseStudyPreview);
CMS.registerPreviewTemplate("policies", PolicyPreview);
CMS.registerPreviewTemplate("forms", FormPreview);
CMS.registerPreviewTemplate("pages", PagePreview);
registerPageFileNames(CMS);
CMS.init();
