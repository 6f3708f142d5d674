import { Link } from '@tanstack/react-router'
import { forbiddenText } from '@/core/permissions'
import { lowestPlan, type Plan } from '@/core/plans'

/**
 * A 403 in place of what could not load (spec section 6): "Forbidden: Please upgrade to the
 * {plan} plan." for the lowest plan the server allows, with Upgrade to that plan's checkout.
 */
export function ForbiddenNotice({
  allowedPlans,
  className,
}: {
  allowedPlans: readonly Plan[]
  className: string
}) {
  const plan = lowestPlan(allowedPlans)
  return (
    <div className={className} role="alert">
      <p>{forbiddenText(plan)}</p>
      {plan && (
        <Link
          to="/pricing"
          search={{ modal: 'upgrade', upgradePlan: plan }}
          className="button primary"
        >
          Upgrade
        </Link>
      )}
    </div>
  )
}
