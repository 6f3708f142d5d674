import { describeNotice } from '@/core/alerts/alertNotice'
import type { PulseMessage } from '@/core/api/pulses'
import { toast } from '@/lib/ui/toastStore'

/**
 * A firing that arrives over the pulse socket while the app is open: a toast with the same title
 * and text every channel uses (describeNotice) and a "View chart" button that opens the chart
 * the message links (the alert's threshold drawn at the firing).
 */
export function showAlertPulse(message: PulseMessage, openUrl: (url: string) => void): void {
  if (message.type !== 'alert') return
  const { title, body } = describeNotice({
    firingId: message.firingId,
    alert: {
      ...message.alert,
      source: null,
      conditionDuration: message.alert.conditionDuration ?? null,
    },
    value: message.value,
    t: message.t,
    firedAt: message.firedAt ?? message.t * 1000,
    test: message.test,
  })
  toast.info(title, body, { label: 'View chart', run: () => openUrl(message.url) })
}
