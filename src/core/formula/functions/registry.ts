import { cumulativeFunctions } from './cumulative'
import { fillFunctions } from './fill'
import { mathFunctions } from './math'
import { movingFunctions } from './moving'
import { selectFunctions } from './select'
import { slicingFunctions } from './slicing'
import { statisticsFunctions } from './statistics'
import { strategyFunctions } from './strategies'
import type { FormulaFunction } from './types'

/*
 * Every function of the formula language by name. A Map, not an object: a formula naming
 * "constructor" or "toString" must find nothing rather than Object.prototype's members.
 */

export const formulaFunctions: ReadonlyMap<string, FormulaFunction> = new Map(
  [
    ...mathFunctions,
    ...selectFunctions,
    ...movingFunctions,
    ...cumulativeFunctions,
    ...slicingFunctions,
    ...fillFunctions,
    ...statisticsFunctions,
    ...strategyFunctions,
  ].map((fn) => [fn.name, fn]),
)

export const functionNames: readonly string[] = [...formulaFunctions.keys()]
