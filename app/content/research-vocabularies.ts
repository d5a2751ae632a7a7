// STIX 2.1's open vocabularies (section 10): only the suggested values are allowed, so a typo never
// reaches a platform as a new category.

/** malware-type-ov (10.12). */
export const malwareTypes = [
  "adware",
  "backdoor",
  "bot",
  "bootkit",
  "ddos",
  "downloader",
  "dropper",
  "exploit-kit",
  "keylogger",
  "ransomware",
  "remote-access-trojan",
  "resource-exploitation",
  "rogue-security-software",
  "rootkit",
  "screen-capture",
  "spyware",
  "trojan",
  "unknown",
  "virus",
  "webshell",
  "wiper",
  "worm",
] as const;

/** threat-actor-type-ov (10.22). */
export const threatActorTypes = [
  "activist",
  "competitor",
  "crime-syndicate",
  "criminal",
  "hacker",
  "insider-accidental",
  "insider-disgruntled",
  "nation-state",
  "sensationalist",
  "spy",
  "terrorist",
  "unknown",
] as const;

/** attack-motivation-ov (10.3). */
export const attackMotivations = [
  "accidental",
  "coercion",
  "dominance",
  "ideology",
  "notoriety",
  "organizational-gain",
  "personal-gain",
  "personal-satisfaction",
  "revenge",
  "unpredictable",
] as const;

/** threat-actor-sophistication-ov (10.23). */
export const threatActorSophistication = [
  "none",
  "minimal",
  "intermediate",
  "advanced",
  "expert",
  "innovator",
  "strategic",
] as const;

/** report-type-ov (10.19). */
export const reportTypes = [
  "attack-pattern",
  "campaign",
  "identity",
  "indicator",
  "intrusion-set",
  "malware",
  "observed-data",
  "threat-actor",
  "threat-report",
  "tool",
  "vulnerability",
] as const;

/** MISP's `threat_level_id`; without one, 4 (Undefined). */
export const mispThreatLevels = { high: "1", medium: "2", low: "3" } as const;
export const mispAnalysis = { initial: "0", ongoing: "1", completed: "2" } as const;

/** Where a type alone cannot say; the first of each list is assumed. "contact": where attackers ask to
 * be written to, as in a ransom note. */
export const indicatorRoleNames = ["destination", "source", "sender", "contact"] as const;
export type IndicatorRole = (typeof indicatorRoleNames)[number];
export const indicatorRoles: Readonly<Record<string, readonly IndicatorRole[]>> = {
  ipv4: ["destination", "source"],
  ipv6: ["destination", "source"],
  email: ["sender", "contact"],
};
