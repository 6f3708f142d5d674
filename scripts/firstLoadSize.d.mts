export declare const budgetFile: string
export declare function firstLoadPaths(html: string): string[]
export declare function measureFirstLoad(distDir: string): {
  files: { path: string; bytes: number; gzipBytes: number }[]
  gzipBytes: number
}
export declare function readBudget(file?: string): number
export declare function checkFirstLoad(
  distDir: string,
  budget: number,
): { ok: boolean; gzipBytes: number; report: string }
