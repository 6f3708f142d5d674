import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PulseMessage } from '@/core/api/pulses'
import { toastState } from '@/lib/ui/toastStore'
import { showAlertPulse } from './alertPulseToast'

const message: PulseMessage = {
  type: 'alert',
  alert: {
    uuid: 'a1',
    name: 'BTC pumps',
    metricName: 'Price',
    path: 'market/price_usd_close',
    asset: 'BTC',
    resolution: '1h',
    condition: 'percent_up',
    conditionValues: [5],
    conditionDuration: '24h',
  },
  value: 6.5,
  t: 1_764_081_000,
  firingId: 'f1',
  test: true,
  url: '/charts/price_usd_close?a=BTC&alert=a1',
}

describe('showAlertPulse', () => {
  beforeEach(() => void toastState.items.splice(0))

  it('toasts the notice every channel uses, with a View chart button opening the firing', () => {
    const openUrl = vi.fn()
    // Fired 40 minutes into the point's hour, while it was open: read then.
    showAlertPulse({ ...message, test: false, firedAt: (message.t + 2400) * 1000 }, openUrl)
    const [shown] = toastState.items
    expect(shown).toMatchObject({
      kind: 'info',
      title: 'BTC pumps',
      description: 'BTC Price: +6.5% (up 5% in 24h) at 2025-11-25 15:10 UTC',
      action: { label: 'View chart' },
    })
    shown?.action?.run()
    expect(openUrl).toHaveBeenCalledWith('/charts/price_usd_close?a=BTC&alert=a1')
  })

  it('words a test as a test, with the value now rather than a crossing', () => {
    showAlertPulse(
      {
        ...message,
        value: 89_686.9,
        alert: {
          ...message.alert,
          condition: 'gt',
          conditionValues: [110_000],
          conditionDuration: null,
        },
      },
      vi.fn(),
    )
    expect(toastState.items[0]).toMatchObject({
      title: 'Test: BTC pumps',
      description: 'Test: this alert fires when BTC Price goes above 110,000; now 89,686.9',
    })
  })
})
