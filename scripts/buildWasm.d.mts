export declare const kernelsDir: string
export declare const kernelsModule: string
export declare function compileSeriesKernels(): Promise<Uint8Array>
export declare function kernelsModuleText(binary: Uint8Array): string
