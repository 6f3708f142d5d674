import * as Popover from '@radix-ui/react-dropdown-menu'
import { EmptyState } from '@/lib/ui/EmptyState'
import { BellIcon } from '@/lib/ui/icons'
import { Tooltip } from '@/lib/ui/Tooltip'
import './whatsNew.css'

/** The What's New bell. Changelog items arrive with the content service; until then it is empty. */
export function WhatsNewBell() {
  return (
    <Popover.Root modal={false}>
      <Tooltip label="What's New">
        <Popover.Trigger className="nav-button" aria-label="What's New">
          <BellIcon />
        </Popover.Trigger>
      </Tooltip>
      <Popover.Portal>
        <Popover.Content className="menu whats-new" align="end" sideOffset={6}>
          <Popover.Label className="menu-label">
            <strong>What&apos;s New</strong>
          </Popover.Label>
          <EmptyState title="No updates yet" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
