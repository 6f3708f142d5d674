export declare const maxLines: number
export declare function lineCount(text: string): number
export declare function checkedFiles(root: string): string[]
export declare function longFiles(root: string, limit?: number): { path: string; lines: number }[]
