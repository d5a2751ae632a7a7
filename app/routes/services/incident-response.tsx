import { prerenderedPage } from "~/components/sections/prerendered-body";
import { page } from "~/content/pages/services/incident-response";
import { metaFromLoader } from "~/lib/route-meta";
import { pageSeo } from "~/lib/seo";

export const loader = () => pageSeo(page);
export const meta = metaFromLoader;
export default prerenderedPage(() => import("~/content/pages/services/incident-response"));
