import type { Metafile } from 'esbuild'

export declare function packageOf(file: string): string | undefined
export declare function unbundleablePackages(
  inputs: readonly string[],
  root: string,
): { name: string; file: string; found: string }[]
export declare function externalsOutsideDependencies(
  metafile: Pick<Metafile, 'outputs'>,
  packageJson: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> },
): string[]
export declare function asciiOnly(file: string): void
export declare function eagerInputs(
  metafile: Pick<Metafile, 'outputs'>,
  entryPoint: string,
): Set<string>
