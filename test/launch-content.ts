/** Where the launch tests (`*.launch.test.ts(x)`) find their content: the frozen launch content. */
export const LAUNCH_CONTENT_DIR = "test/fixtures/content";
