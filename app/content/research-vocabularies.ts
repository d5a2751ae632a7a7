// The words a report's front matter may use for what STIX and MISP can carry, so tools file the facts where
// they look for them. STIX 2.1's open vocabularies (OASIS, STIX 2.1 section 10) list the suggested values;
// the content check allows those only, so a typo never reaches a platform as a new category.

/** malware-type-ov (STIX 2.1, 10.12): a malware object's `malware_types`. */
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

/** threat-actor-type-ov (10.22): a threat actor's `threat_actor_types`. */
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

/** attack-motivation-ov (10.3): `primary_motivation` of a threat actor or an intrusion set. */
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

/** threat-actor-sophistication-ov (10.23): a threat actor's `sophistication`. */
export const threatActorSophistication = [
  "none",
  "minimal",
  "intermediate",
  "advanced",
  "expert",
  "innovator",
  "strategic",
] as const;

/** report-type-ov (10.19): the report's `report_types`, what it is mainly about. */
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

/** MISP's event threat level (`threat_level_id`): a report without one is 4, Undefined. */
export const mispThreatLevels = { high: "1", medium: "2", low: "3" } as const;
/** MISP's event analysis state (`analysis`): a published report is usually completed. */
export const mispAnalysis = { initial: "0", ongoing: "1", completed: "2" } as const;

/**
 * What an indicator was in the attack, where its type alone cannot say: the first of each list is assumed.
 * An address was connected to (destination) or connected from (source); an email address sent the lures
 * (sender) or is where the attackers ask to be written to, as in a ransom note (contact). */
export const indicatorRoleNames = ["destination", "source", "sender", "contact"] as const;
export type IndicatorRole = (typeof indicatorRoleNames)[number];
export const indicatorRoles: Readonly<Record<string, readonly IndicatorRole[]>> = {
  ipv4: ["destination", "source"],
  ipv6: ["destination", "source"],
  email: ["sender", "contact"],
};
