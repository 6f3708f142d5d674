import { replayStep, type ReplayDeps, type StepOutcome } from './replayStep'

/** A bound on steps in one run, so a server that keeps answering 412 cannot spin a tab. */
export const maxStepsPerRun = 500

export type RunEnd = Extract<StepOutcome, { kind: 'idle' | 'waiting' | 'paused' }>

/**
 * Replays the owner's queue until it is empty, its first operation has to wait, or the session
 * ended; `onStep` hears every step (the page updates its caches from them).
 */
export async function replayQueue(
  deps: ReplayDeps,
  onStep: (outcome: StepOutcome) => void = () => {},
  /** Asked before each step: a page that signed out stops after the step under way. */
  stopped: () => boolean = () => false,
): Promise<RunEnd> {
  for (let step = 0; step < maxStepsPerRun && !stopped(); step++) {
    const outcome = await replayStep(deps)
    onStep(outcome)
    if (outcome.kind === 'idle' || outcome.kind === 'waiting' || outcome.kind === 'paused') {
      return outcome
    }
  }
  return { kind: 'idle' }
}
