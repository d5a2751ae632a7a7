import { prerenderedPage } from "~/components/sections/prerendered-body";
import { page } from "~/content/pages/platform/analytics";
import { metaFromLoader } from "~/lib/route-meta";
import { pageSeo } from "~/lib/seo";

export const loader = () => pageSeo(page);
export const meta = metaFromLoader;
export default prerenderedPage(() => import("~/content/pages/platform/analytics"));
