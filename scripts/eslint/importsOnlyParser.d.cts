interface Node {
  type: string
  range: [number, number]
  loc: { start: { line: number; column: number }; end: { line: number; column: number } }
}
interface ImportDeclaration extends Node {
  importKind: 'value'
  source: Node & { value: string; raw: string }
}
export declare const meta: { name: string }
export declare function parseForESLint(code: string): {
  ast: Node & { body: ImportDeclaration[] }
  visitorKeys: Record<string, string[]>
}
