/** The parts of BSI's CSAF validator we use (the package ships JavaScript without declarations). */
declare module "@secvisogram/csaf-validator-lib/cwe.js" {
  export const weaknesses: Array<{ id: string; name: string }>;
}
declare module "@secvisogram/csaf-validator-lib/validateStrict.js" {
  export interface TestResult {
    name: string;
    isValid: boolean;
    errors: { instancePath: string; message?: string }[];
  }
  export default function validateStrict(
    tests: unknown[],
    document: unknown,
  ): Promise<{ isValid: boolean; tests: TestResult[] }>;
}
declare module "@secvisogram/csaf-validator-lib/mandatoryTests.js" {
  const tests: Record<string, unknown>;
  export = tests;
}
declare module "@secvisogram/csaf-validator-lib/schemaTests.js" {
  export const csaf_2_0_strict: unknown;
}
