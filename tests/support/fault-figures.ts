/**
 * Fault tests run short in the suite and long under `npm run test:faults` (FAULT_CYCLES). They append
 * their figures to FAULT_REPORT, a JSON-lines file that script prints as a table.
 */
import fs from "node:fs";

export function faultCycles(suiteDefault: number): number {
  const value = Number.parseInt(process.env.FAULT_CYCLES ?? "", 10);
  return Number.isInteger(value) && value > 0 ? value : suiteDefault;
}

export function recordFigures(test: string, figures: Record<string, string | number>): void {
  const file = process.env.FAULT_REPORT;
  if (file) fs.appendFileSync(file, JSON.stringify({ test, ...figures }) + "\n");
}
