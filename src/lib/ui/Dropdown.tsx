import * as Menu from '@radix-ui/react-dropdown-menu'
import type { ReactNode } from 'react'

export interface DropdownItem {
  key: string
  label: ReactNode
  onSelect?: () => void
  href?: string
  external?: boolean
}

interface DropdownProps {
  trigger: ReactNode
  label: string
  items: DropdownItem[]
  loading?: boolean
  align?: 'start' | 'end'
  className?: string
}

/**
 * An accessible menu (keyboard, typeahead, focus return) that shows "Loading" while its items
 * load. Non-modal so no scroll lock styles are injected.
 */
export function Dropdown({
  trigger,
  label,
  items,
  loading,
  align = 'start',
  className,
}: DropdownProps) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className={className ?? 'nav-button'} aria-label={label}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu" align={align} sideOffset={6}>
          {loading ? (
            <Menu.Item className="menu-item" disabled>
              Loading
            </Menu.Item>
          ) : (
            items.map((item) =>
              item.href ? (
                <Menu.Item key={item.key} className="menu-item" asChild>
                  <a
                    href={item.href}
                    {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {item.label}
                  </a>
                </Menu.Item>
              ) : (
                <Menu.Item key={item.key} className="menu-item" onSelect={item.onSelect}>
                  {item.label}
                </Menu.Item>
              ),
            )
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
