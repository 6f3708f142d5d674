import type { PopupNotification } from '@/core/api/cms'

type Content = Omit<PopupNotification, 'id' | 'documentId'>

/** Popups the app shows once per user after `publishAt`. */
export const popupNotifications: readonly Content[] = [
  {
    title: 'Workbench formulas are here',
    body: 'Combine any metrics with formulas such as f1 = m1 / m2, backtest them and save the result as a chart.',
    duration: 8000,
    publishAt: '2026-06-02T09:00:00.000Z',
  },
  {
    title: 'Alerts on Telegram',
    body: 'Link your Telegram account in Alerts to receive alert notifications as messages.',
    duration: 6000,
    publishAt: '2026-09-15T09:00:00.000Z',
  },
]
