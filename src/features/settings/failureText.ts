import { classifyFailure, describeFailure } from '@/lib/api/statusHandling'

/**
 * The description under an error toast. Settings changes are not queued offline (deleting an
 * account or cancelling a plan must happen now or not at all), so the shared offline sentence,
 * which promises a retry, does not fit here.
 */
export function failureText(error: unknown): string {
  return classifyFailure(error) === 'network'
    ? 'You appear to be offline. Please try again when you are back online.'
    : describeFailure(error)
}
