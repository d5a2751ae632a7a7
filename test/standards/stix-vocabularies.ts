/**
 * STIX 2.1's open vocabularies (specification section 10) that the research bundles use, as OASIS's own
 * validator lists them: oasis-open/cti-stix-validator, stix2validator/v21/enums.py, commit
 * 0b3d1f5d36eec15a74fc70fbe72483a0475d6000 (BSD-3-Clause, © OASIS Open), copied here rather than taken from
 * app/content/research-vocabularies.ts, so a slip in the site's lists is caught. The validator warns on other
 * values; we refuse them, as its --strict mode does.
 */
const ATTACK_MOTIVATION_OV = [
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
];
const ATTACK_RESOURCE_LEVEL_OV = [
  "individual",
  "club",
  "contest",
  "team",
  "organization",
  "government",
];
const IDENTITY_CLASS_OV = ["individual", "group", "system", "organization", "class", "unknown"];
const INDICATOR_TYPE_OV = [
  "anomalous-activity",
  "anonymization",
  "benign",
  "compromised",
  "malicious-activity",
  "attribution",
  "unknown",
];
const INDICATOR_PATTERN_OV = ["stix", "pcre", "sigma", "snort", "suricata", "yara"];
const MALWARE_TYPE_OV = [
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
];
const REPORT_TYPE_OV = [
  "threat-report",
  "attack-pattern",
  "campaign",
  "identity",
  "indicator",
  "intrusion-set",
  "malware",
  "observed-data",
  "threat-actor",
  "tool",
  "vulnerability",
];
const THREAT_ACTOR_TYPE_OV = [
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
];
const THREAT_ACTOR_SOPHISTICATION_OV = [
  "none",
  "minimal",
  "intermediate",
  "advanced",
  "expert",
  "innovator",
  "strategic",
];

/** For each object type, each property's vocabulary (enums.py's *_USES maps, for the types we publish). */
export const VOCABULARY_USES: Record<string, Record<string, readonly string[]>> = {
  identity: { identity_class: IDENTITY_CLASS_OV },
  indicator: { indicator_types: INDICATOR_TYPE_OV, pattern_type: INDICATOR_PATTERN_OV },
  malware: { malware_types: MALWARE_TYPE_OV },
  report: { report_types: REPORT_TYPE_OV },
  "intrusion-set": {
    primary_motivation: ATTACK_MOTIVATION_OV,
    secondary_motivations: ATTACK_MOTIVATION_OV,
    resource_level: ATTACK_RESOURCE_LEVEL_OV,
  },
  "threat-actor": {
    threat_actor_types: THREAT_ACTOR_TYPE_OV,
    primary_motivation: ATTACK_MOTIVATION_OV,
    secondary_motivations: ATTACK_MOTIVATION_OV,
    personal_motivations: ATTACK_MOTIVATION_OV,
    resource_level: ATTACK_RESOURCE_LEVEL_OV,
    sophistication: THREAT_ACTOR_SOPHISTICATION_OV,
  },
};
