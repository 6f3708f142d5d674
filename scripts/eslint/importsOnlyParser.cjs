// The parser the import cycle rule (importCycles.mjs) reads the modules it walks through with:
// only their imports, found by TypeScript's pre-processor (`ts.preProcessFile`, a scan of the
// tokens, no syntax tree), each handed on as an `import '…'` declaration. A full parse of every
// module a second time made the rule the slowest in the lint (about 18 of some 75 s); this scan
// reads the whole tree in under a second. It does not tell type-only imports from the others,
// which is what the rule wants: a cycle of types counts too. Static imports, `export … from`,
// `import('…')` (dynamic, or in a type) and `import x = require('…')` are all found.

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose (below)
const ts = require('typescript')

const visitorKeys = { Program: ['body'], ImportDeclaration: ['source'], Literal: [] }

function locator(code) {
  const lineStarts = [0]
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1)
  return (offset) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (lineStarts[middle] <= offset) low = middle
      else high = middle - 1
    }
    return { line: low + 1, column: offset - lineStarts[low] }
  }
}

function parseForESLint(code) {
  const at = locator(code)
  const node = (type, start, end, fields) => ({
    type,
    range: [start, end],
    loc: { start: at(start), end: at(end) },
    ...fields,
  })
  // `pos` is the specifier's opening quote; the literal ends at the same quote closing it.
  const body = ts.preProcessFile(code, true, true).importedFiles.map(({ fileName, pos }) => {
    const end = code.indexOf(code.charAt(pos), pos + 1) + 1
    const source = node('Literal', pos, end, { value: fileName, raw: code.slice(pos, end) })
    return node('ImportDeclaration', pos, end, {
      importKind: 'value',
      specifiers: [],
      attributes: [],
      source,
    })
  })
  const ast = node('Program', 0, code.length, {
    sourceType: 'module',
    body,
    comments: [],
    tokens: [],
  })
  return { ast, visitorKeys }
}

// CommonJS: import-x loads the parser with require() for every module it reads, which is cheap
// only for a module already in require's cache.
module.exports = { meta: { name: 'imports-only' }, parseForESLint }
