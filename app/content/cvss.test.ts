import { describe, expect, it } from "vitest";
import { cvssProblem, cvssScore } from "./cvss";

describe("CVSS v3.1 base score", () => {
  // Scores as FIRST's calculator gives them.
  it.each([
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", 9.8, "CRITICAL"],
    ["CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N", 5.4, "MEDIUM"],
    ["CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H", 8.1, "HIGH"],
    ["CVSS:3.1/AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N", 5.5, "MEDIUM"],
    ["CVSS:3.1/AV:N/AC:L/PR:H/UI:N/S:C/C:H/I:H/A:H", 9.1, "CRITICAL"],
    ["CVSS:3.1/AV:P/AC:H/PR:H/UI:R/S:U/C:L/I:N/A:N", 1.6, "LOW"],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N", 0, "NONE"],
  ])("%s scores %s (%s)", (vector, score, severity) => {
    expect(cvssScore(vector)).toEqual({
      vectorString: vector,
      baseScore: score,
      baseSeverity: severity,
    });
  });

  it("says what is wrong with a bad vector", () => {
    expect(cvssProblem("CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H")).toMatch(/CVSS:3\.1/);
    expect(cvssProblem("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H")).toBe("missing A");
    expect(cvssProblem("CVSS:3.1/AV:X/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H")).toMatch(
      /^AV:X: AV takes one of N, A, L, P/,
    );
    expect(cvssProblem("CVSS:3.1/AV:N/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H")).toBe(
      "AV is given twice",
    );
  });
});
