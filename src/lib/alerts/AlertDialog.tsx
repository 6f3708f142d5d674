import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Alert } from '@/core/api/alerts'
import {
  alertIntervals,
  alertIntervalSeconds,
  isPercentCondition,
  isRangeCondition,
  type AlertInterval,
} from '@/core/alerts/alertRule'
import { currencyLabel, parameterLabel } from '@/core/charts/subsetLabels'
import { metricMetadataQuery } from '@/lib/charts/catalogQueries'
import { CheckboxGroup, TextField } from '@/lib/ui/FormFields'
import { Dialog } from '@/lib/ui/Dialog'
import { useFocusFirstInvalid } from '@/lib/ui/useFocusFirstInvalid'
import {
  formOfAlert,
  newAlertForm,
  validateAlertForm,
  withMetric,
  withResolution,
  type AlertForm,
} from './alertForm'
import {
  channelOptions,
  conditionOptions,
  intervalOptions,
  movingAverageOptions,
  repeatOptions,
} from './alertLabels'
import { useCreateAlert, useUpdateAlert } from './alertMutations'
import { alertableMetricsQuery } from './alertQueries'
import { serverFieldErrors } from './alertToasts'
import { AlertPreview } from './AlertPreview'
import { FormulaAlertPreview } from './FormulaAlertPreview'
import { FormulaSourceText } from './FormulaSourceText'
import { ChannelNotes } from './ChannelNotes'
import { defaultChannels } from './channelStatus'
import { useChannelStatuses } from './useChannelStatuses'
import { periodRuleText } from './alertPreviewData'
import { SelectInput, TextInput } from './AlertFields'
import './alerts.css'

export interface AlertDialogProps {
  /** The alert to edit; without it, a new alert. */
  alert?: Alert
  /** A new alert's metric, asset and resolution (the chart page's Create alert). */
  start?: Parameters<typeof newAlertForm>[0]
  onClose: () => void
  /** After a successful save, with the alert as the server answered it (before onClose). */
  /** With the alert's uuid, once it is saved (or queued to be, offline). */
  onSaved?: (uuid: string) => void
}

/**
 * Create or edit an alert: what it watches (metric, asset, resolution, currency, exchange), the
 * condition, how it repeats and where it is told; the preview of the last year before saving.
 * The shared schema checks it as the server will; a 400 puts the server's words under the field.
 */
export function AlertDialog({ alert, start, onClose, onSaved }: AlertDialogProps) {
  const [typed, setForm] = useState<AlertForm>(() =>
    alert ? formOfAlert(alert) : newAlertForm(start ?? {}),
  )
  const [checked, setChecked] = useState(false)
  // A new alert is told by the channels that reach the user until the user picks others.
  const [channelsPicked, setChannelsPicked] = useState(alert !== undefined)
  const { statuses, loading: channelsLoading } = useChannelStatuses()
  const create = useCreateAlert()
  const update = useUpdateAlert()
  const saving = create.isPending || update.isPending
  const { formRef, refused } = useFocusFirstInvalid()
  const metrics = useQuery(alertableMetricsQuery)
  const metric = metrics.data?.find((m) => m.path === typed.path)
  const config = metric?.studioMetricConfig
  const metadata = useQuery({
    ...metricMetadataQuery(metric?.metricCode ?? '', typed.asset),
    enabled: metric !== undefined && typed.asset !== '',
  })
  const allowed = metadata.data?.parameters
  const resolutions = alertIntervals.filter((i) => !allowed || allowed.i.includes(i))
  const currencies = config?.currencyOption ? (allowed?.c ?? []) : []
  const exchanges = config?.exchangeOption ? (allowed?.e ?? []) : []

  const set = (patch: Partial<AlertForm>) => setForm({ ...form, ...patch })
  const changeResolution = (resolution: AlertInterval) => setForm(withResolution(form, resolution))
  // Another metric or asset may lack the chosen resolution: its first one is used instead.
  const firstResolution = resolutions[0]
  const settled =
    allowed && firstResolution && !resolutions.includes(typed.resolution)
      ? withResolution(typed, firstResolution)
      : typed
  const form = channelsPicked ? settled : { ...settled, channels: defaultChannels(statuses) }

  const validation = validateAlertForm(form)
  const mutationError = alert ? update.error : create.error
  const fromServer = serverFieldErrors(mutationError)
  const unavailable =
    !form.source && form.path !== '' && metrics.isSuccess && metric === undefined
      ? 'Alerts are not available for this metric'
      : undefined
  const errorOf = (field: string) =>
    fromServer[field] ??
    (field === 'path' ? unavailable : undefined) ??
    (checked && !validation.ok ? validation.errors[field] : undefined)

  const submit = () => {
    setChecked(true)
    if (!validation.ok || unavailable) {
      refused()
      return
    }
    const done = {
      onSuccess: ({ uuid }: { uuid: string }) => {
        onSaved?.(uuid)
        onClose()
      },
    }
    if (alert) update.mutate({ alert, input: validation.input }, done)
    else create.mutate(validation.input, done)
  }

  const percent = isPercentCondition(form.condition)
  const range = isRangeCondition(form.condition)
  const metricOptions = (metrics.data ?? [])
    .map((m) => ({ value: m.path, label: m.name }))
    .sort((a, b) => a.label.localeCompare(b.label))

  return (
    <Dialog open title={alert ? 'Edit alert' : 'Create alert'} onClose={onClose} width={720}>
      <form
        ref={formRef}
        className="alert-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <div className="alert-form-fields">
          {form.source ? (
            <FormulaSourceText source={form.source} formulaName={form.metricName} />
          ) : (
            <>
              <SelectInput
                label="Metric"
                value={form.path}
                options={[
                  ...(form.path === '' || metric === undefined
                    ? [
                        {
                          value: form.path,
                          label: metrics.isPending
                            ? 'Loading metrics…'
                            : form.metricName || 'Choose a metric',
                        },
                      ]
                    : []),
                  ...metricOptions,
                ]}
                onChange={(path) => {
                  const chosen = metrics.data?.find((m) => m.path === path)
                  if (chosen) setForm(withMetric(form, chosen))
                }}
                error={errorOf('path')}
              />
              <SelectInput
                label="Asset"
                value={form.asset}
                options={(metric?.metricAssets ?? [form.asset]).map((a) => ({
                  value: a,
                  label: a,
                }))}
                onChange={(asset) => set({ asset })}
                error={errorOf('asset')}
              />
            </>
          )}
          <SelectInput
            label="Resolution"
            value={form.resolution}
            options={intervalOptions(resolutions.length > 0 ? resolutions : alertIntervals)}
            onChange={changeResolution}
            error={errorOf('resolution')}
          />
          <p className="muted alert-form-rule">{periodRuleText(form.resolution)}</p>
          {currencies.length > 1 && (
            <SelectInput
              label="Currency"
              value={form.currency || (config?.defaultCurrency ?? 'usd')}
              options={currencies.map((c) => ({ value: c, label: currencyLabel(c) }))}
              onChange={(currency) => set({ currency })}
              error={errorOf('currency')}
            />
          )}
          {exchanges.length > 1 && (
            <SelectInput
              label="Exchange"
              value={form.exchange || (config?.defaultExchange ?? exchanges[0] ?? '')}
              options={exchanges.map((e) => ({ value: e, label: parameterLabel('e', e) }))}
              onChange={(exchange) => set({ exchange })}
              error={errorOf('exchange')}
            />
          )}
          <SelectInput
            label="Condition"
            value={form.condition}
            options={conditionOptions}
            onChange={(condition) => set({ condition })}
            error={errorOf('condition')}
          />
          <div className="alert-form-values">
            <TextInput
              label={range ? 'Low' : percent ? 'Percent' : 'Value'}
              numeric
              value={form.values[0]}
              onChange={(value) => set({ values: [value, form.values[1]] })}
              error={errorOf('conditionValues')}
              placeholder={percent ? '5 for 5%' : undefined}
            />
            {range && (
              <TextInput
                label="High"
                numeric
                value={form.values[1]}
                onChange={(value) => set({ values: [form.values[0], value] })}
              />
            )}
          </div>
          {percent && (
            <SelectInput
              label="Within"
              value={form.duration}
              options={intervalOptions(
                alertIntervals.filter(
                  (i) => alertIntervalSeconds[i] >= alertIntervalSeconds[form.resolution],
                ),
              )}
              onChange={(duration) => set({ duration })}
              error={errorOf('conditionDuration')}
            />
          )}
          <SelectInput
            label="Moving average"
            value={String(form.movingAverage)}
            options={movingAverageOptions(form.resolution, form.movingAverage)}
            onChange={(value) => set({ movingAverage: Number(value) })}
            error={errorOf('movingAverage') ?? errorOf('modifier')}
          />
          <SelectInput
            label="Repeat"
            value={form.repeat}
            options={repeatOptions}
            onChange={(repeat) => set({ repeat })}
            error={errorOf('repeat')}
          />
          <CheckboxGroup
            label="Notify me by"
            values={form.channels}
            options={channelOptions}
            onChange={(channels) => {
              setChannelsPicked(true)
              set({ channels: channels as AlertForm['channels'] })
            }}
            onBlur={() => {}}
            error={errorOf('channels')}
          />
          <ChannelNotes channels={form.channels} statuses={statuses} />
          <TextField
            label="Name"
            value={form.name}
            placeholder="Named after its condition when left empty"
            onChange={(name) => set({ name })}
            onBlur={() => {}}
            error={errorOf('name')}
          />
        </div>
        <section className="alert-form-preview" aria-label="Preview">
          <h3>Preview</h3>
          {validation.ok && form.source ? (
            <FormulaAlertPreview input={validation.input} source={form.source} />
          ) : validation.ok && !unavailable ? (
            <AlertPreview input={validation.input} hasSteps={allowed?.i.includes('10m') ?? false} />
          ) : (
            <p className="muted">
              {form.source
                ? 'Choose a condition to see where it would have fired.'
                : 'Choose a metric and a condition to see where it would have fired.'}
            </p>
          )}
        </section>
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          {/* A new alert's channels are those that reach the user: saved before they are read,
              it would go out with none and be refused. */}
          <button
            type="submit"
            className="button primary"
            disabled={saving || (!channelsPicked && channelsLoading)}
            aria-busy={!channelsPicked && channelsLoading}
          >
            {saving ? 'Saving…' : alert ? 'Save changes' : 'Create alert'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
