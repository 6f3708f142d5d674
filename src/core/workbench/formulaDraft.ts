import type { ChartItem } from '../api/udmItems'
import { formulaItemMetaSchema } from '../api/udmItems'
import type { FormulaErrorInfo } from '../formula/errors'
import { compileItems } from '../formula/graph'
import { refOf } from './workbenchItems'

/*
 * The formula dialog's live check (workbenchEditFormula): the name and source as the saved
 * chart's schema takes them, then the source against the workbench's other items — syntax,
 * functions and their arguments, unknown names, cycles — without evaluating anything.
 */

export interface FormulaDraftProblems {
  name?: string
  /** The source's problem; a formula error also says where, to underline it. */
  content?: string
  formulaError?: FormulaErrorInfo
}

export function checkFormulaDraft(
  draft: { name: string; content: string },
  ref: string,
  items: readonly ChartItem[],
): FormulaDraftProblems {
  const problems: FormulaDraftProblems = {}
  const name = formulaItemMetaSchema.shape.name.safeParse(draft.name)
  if (!name.success) problems.name = name.error.issues[0]?.message
  const content = formulaItemMetaSchema.shape.content.safeParse(draft.content)
  if (!content.success) {
    problems.content = content.error.issues[0]?.message
    return problems
  }
  const others = items
    .map((item) => ({ item, name: refOf(item, items) }))
    .filter((entry) => entry.name !== ref)
    .map(({ item, name: itemRef }) =>
      item.configType === 'formula'
        ? { name: itemRef, source: item.meta.content }
        : { name: itemRef },
    )
  const error = compileItems([...others, { name: ref, source: content.data }]).graph.errors.get(ref)
  if (error) {
    problems.formulaError = error.toInfo()
    problems.content = error.message
  }
  return problems
}
