/** The advisories as CSAF documents (app/pages/.well-known/csaf/[...file].ts), published by the company. */
import { entriesIn } from "~/content-layer/store";
import { site } from "~/content/site";
import { type CsafAdvisory, type CsafFile, csafFiles } from "~/files/csaf";
import { publishedKeyFingerprint } from "~/files/openpgp-key";
import { decodeEntities } from "~/content/escape";

/** Our own rendered Markdown as plain paragraphs (CSAF notes are text). */
const plainText = (html: string) =>
  decodeEntities(html.replace(/<\/(p|h[1-6]|li|pre)>/g, "\n\n").replace(/<[^>]+>/g, ""))
    .replace(/\n{3,}/g, "\n\n")
    .trim();

export async function csafAdvisories(): Promise<CsafAdvisory[]> {
  return (await entriesIn("advisories")).map((advisory) => ({
    ...advisory,
    details: plainText(advisory.html),
  }));
}

/** Every file of the distribution. CSAF_SIGNED=1: the deploy signs every document (docs/security-team.md#sign-the-security-advisories), so the metadata may say provider. */
export async function csafDistribution(): Promise<CsafFile[]> {
  const publisher = {
    name: site.name,
    legalName: site.legalName,
    origin: site.origin,
    keyFingerprint: await publishedKeyFingerprint(),
  };
  return csafFiles(await csafAdvisories(), publisher, process.env.CSAF_SIGNED === "1");
}
