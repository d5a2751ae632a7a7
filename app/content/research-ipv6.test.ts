// @vitest-environment node
import { isIPv6 as native } from "node:net";
import { expect, it } from "vitest";
import { isIPv6 } from "./research-indicators";
it("IPv6 addresses are read as Node reads them, with no node: module in the CMS preview", () => {
  for (const v of [
    "2001:db8::1",
    "::",
    "::1",
    "1::",
    "2001:db8:0:0:0:0:0:1",
    "2001:db8::0:0:0:0:0:1",
    "::ffff:192.0.2.1",
    "1:2:3:4:5:6:192.0.2.1",
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7",
    ":::",
    "1:::2",
    "2001:db8::g",
    "12345::",
    "::192.0.2.1",
    "1::2::3",
    "1:2:3:4:5:6:7::",
    "::1:2:3:4:5:6:7",
    "1.2.3.4",
    "2001:db8:4c::17",
    "::ffff:256.0.0.1",
    ":1::",
    "1::2:",
  ])
    expect(isIPv6(v), v).toBe(native(v));
});
