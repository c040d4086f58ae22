import type { TestProject } from 'vitest/node';
import { createTemplate, newTestRunId } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

/** One migrated template per run; removed when the run ends. */
export default async function setup(project: TestProject) {
  const runId = newTestRunId();
  project.provide('testRunId', runId);
  return createTemplate(runId);
}
