export declare const appBuildDir: string
export declare const serverBuildDir: string
export declare function latestChange(paths: readonly string[], base?: string): number
export declare function serverBuildIsStale(dir?: string, base?: string): boolean
export declare function appBuildIsStale(dir?: string, base?: string): boolean
export declare function ensureServerBuild(): void
export declare function ensureAppBuild(staticDir?: string): void
